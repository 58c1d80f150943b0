import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTLIST_NAME_MAX, SHORTLIST_NOTE_MAX } from '@shared/schemas/shortlists';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Dialog, SelectField, TextAreaField } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { trpc } from '@client/lib/trpc';

/** The select's value for "start a new shortlist". */
const NEW = '__new__';

type Target = { id: string; name: string };

/**
 * Add to shortlist: pick one of the brand's shortlists, or name a new one, with an optional note.
 * A creator already on the chosen shortlist keeps its place and gets the new note (the server's rule).
 */
function AddToShortlistDialog({ creator, onClose }: { creator: Target | null; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'shortlists.add' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const lists = trpc.shortlists.my.useQuery(undefined, { enabled: creator !== null });
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'name' | 'note' | 'form'; message: string } | null>(null);
  const create = trpc.shortlists.create.useMutation();
  const add = trpc.shortlists.addCreator.useMutation();

  const shortlists = lists.data?.shortlists ?? [];
  // With no shortlist yet, the only choice is a new one.
  const selected = choice || (shortlists[0]?.id ?? NEW);
  const creating = selected === NEW;

  const close = () => {
    setChoice('');
    setName('');
    setNote('');
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!creator) return;
    setError(null);
    if (creating && !name.trim()) {
      setError({ field: 'name', message: t('nameRequired') });
      return;
    }
    try {
      const id = creating ? (await create.mutateAsync({ name })).shortlist.id : selected;
      const { shortlist } = await add.mutateAsync({ id, creator_id: creator.id, note });
      await utils.shortlists.invalidate();
      toast({ variant: 'success', description: t('added', { name: creator.name, list: shortlist.name }) });
      close();
    } catch (err) {
      const { message, issues } = apiError(err);
      const field = issues.some((i) => i.path === 'note')
        ? 'note'
        : issues.some((i) => i.path === 'name')
          ? 'name'
          : 'form';
      setError({ field, message });
    }
  };

  const busy = create.isPending || add.isPending;
  return (
    <Dialog
      open={creator !== null}
      onClose={close}
      title={t('title')}
      description={creator ? t('description', { name: creator.name }) : undefined}
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        {lists.isPending ? (
          <p className="text-sm text-slate-600">{t('loading')}</p>
        ) : (
          <SelectField
            label={t('shortlist')}
            value={selected}
            onChange={(e) => setChoice(e.target.value)}
            options={[
              ...shortlists.map((s) => ({ value: s.id, label: `${s.name} (${s.creator_count})` })),
              { value: NEW, label: t('newOption') },
            ]}
          />
        )}
        {creating && (
          <TextField
            label={t('newName')}
            value={name}
            maxLength={SHORTLIST_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            error={error?.field === 'name' ? error.message : undefined}
          />
        )}
        <TextAreaField
          label={t('note')}
          value={note}
          rows={3}
          maxLength={SHORTLIST_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          hint={`${note.length} / ${SHORTLIST_NOTE_MAX}`}
          error={error?.field === 'note' ? error.message : undefined}
        />
        {error?.field === 'form' && (
          <p role="alert" className="text-sm text-red-600">
            {error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={lists.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The "Add to shortlist" button of a creator (a search card, the Creator Profile modal), with its dialog. */
export function AddToShortlistButton({
  creatorId,
  creatorName,
  className,
}: {
  creatorId: string;
  creatorName: string;
  className?: string;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'shortlists.add' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        aria-label={t('buttonAria', { name: creatorName })}
        onClick={() => setOpen(true)}
      >
        {t('button')}
      </Button>
      <AddToShortlistDialog
        creator={open ? { id: creatorId, name: creatorName } : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
