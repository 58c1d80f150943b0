import { InviteToCampaignButton } from '@client/features/invitations/invite-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates';
import {
  SHORTLIST_NAME_MAX,
  SHORTLIST_NOTE_MAX,
  type ShortlistCreator,
  type ShortlistSummary,
} from '@shared/schemas/shortlists';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  LoadFailed,
  SkeletonList,
  TextAreaField,
} from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { trpc } from '@client/lib/trpc';
import { CreatorProfileModal } from '../brand/creator-profile-modal';
import { CreatorCardView, profileOfCard } from './creator-card';

/** A name for a new shortlist, or a shortlist's new name. */
function NameDialog({
  open,
  title,
  initial,
  submitLabel,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'shortlists.lists' });
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  // Each opening starts from the name it is given.
  const key = open ? initial : null;
  if (key !== shownFor) {
    setShownFor(key);
    setName(initial);
    setError(null);
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('nameRequired'));
    setBusy(true);
    try {
      await onSave(name);
      onClose();
    } catch (err) {
      setError(apiError(err).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <TextField
          label={t('name')}
          value={name}
          maxLength={SHORTLIST_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The note the brand keeps about a creator on a shortlist. */
function NoteDialog({
  shortlistId,
  creator,
  onClose,
}: {
  shortlistId: string;
  creator: ShortlistCreator | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const { t } = useTranslation('app', { keyPrefix: 'shortlists.lists' });
  const [note, setNote] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if ((creator?.id ?? null) !== shownFor) {
    setShownFor(creator?.id ?? null);
    setNote(creator?.note ?? '');
    setError(null);
  }
  const save = trpc.shortlists.addCreator.useMutation({
    onSuccess: async () => {
      await utils.shortlists.invalidate();
      toast({ variant: 'success', description: t('noteSaved') });
      onClose();
    },
    onError: (err) => setError(apiError(err).message),
  });
  return (
    <Dialog
      open={creator !== null}
      onClose={onClose}
      title={t('editNoteTitle')}
      description={creator ? t('noteAbout', { name: creator.full_name }) : undefined}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (creator) save.mutate({ id: shortlistId, creator_id: creator.id, note });
        }}
        className="space-y-4"
        noValidate
      >
        <TextAreaField
          label={t('note')}
          rows={4}
          value={note}
          maxLength={SHORTLIST_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          hint={`${note.length} / ${SHORTLIST_NOTE_MAX}`}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('saveNote')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** One shortlist opened: its creators with notes; edit a note, remove a creator. */
function ShortlistDetail({ summary, onBack }: { summary: ShortlistSummary; onBack: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'shortlists.lists' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const read = trpc.shortlists.get.useQuery({ id: summary.id });
  const [profile, setProfile] = useState<ShortlistCreator | null>(null);
  const [editing, setEditing] = useState<ShortlistCreator | null>(null);
  const [removing, setRemoving] = useState<ShortlistCreator | null>(null);
  const remove = trpc.shortlists.removeCreator.useMutation({
    onSuccess: async () => {
      await utils.shortlists.invalidate();
      toast({
        variant: 'success',
        description: t('removed', { name: removing?.full_name ?? t('theCreator') }),
      });
      setRemoving(null);
    },
    onError: (err) => toast({ variant: 'error', description: apiError(err).message }),
  });
  const shortlist = read.data?.shortlist;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{shortlist?.name ?? summary.name}</h3>
        <div className="flex flex-wrap gap-2">
          {/* The whole shortlist to one campaign in one step (docs/product.md#shortlists). */}
          {shortlist && shortlist.creators.length > 0 && (
            <InviteToCampaignButton
              creatorIds={shortlist.creators.map((c) => c.id).slice(0, 100)}
              // An invitation names at most 100 creators (docs/product.md#private-campaigns).
              creatorLabel={
                shortlist.creators.length > 100
                  ? t('inviteFirst100', { count: shortlist.creators.length, name: shortlist.name })
                  : t('inviteAllOf', { count: shortlist.creators.length, name: shortlist.name })
              }
            >
              {t('inviteAll')}
            </InviteToCampaignButton>
          )}
          <Button variant="secondary" size="sm" onClick={onBack}>
            {t('back')}
          </Button>
        </div>
      </div>
      {read.isError ? (
        <LoadFailed
          title={t('loadOneFailed')}
          detail={read.error.message}
          onRetry={() => void read.refetch()}
        />
      ) : !shortlist ? (
        <SkeletonList count={2} />
      ) : shortlist.creators.length === 0 ? (
        <EmptyState title={t('emptyOne')} />
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 lg:grid-cols-2"
          aria-label={t('creatorsOn', { name: shortlist.name })}
        >
          {shortlist.creators.map((c) => (
            <CreatorCardView
              key={c.id}
              creator={c}
              onOpen={() => setProfile(c)}
              actions={
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('editNoteAria', { name: c.full_name })}
                    onClick={() => setEditing(c)}
                  >
                    {t('editNote')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('removeAria', { name: c.full_name })}
                    onClick={() => setRemoving(c)}
                  >
                    {t('remove')}
                  </Button>
                </>
              }
            >
              <div className="rounded-md bg-amber-50 p-2 text-sm text-slate-800">
                <p className="whitespace-pre-line break-words">
                  {c.note ? c.note : <span className="text-slate-500">{t('noNote')}</span>}
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  {t('addedOn', { date: formatDate(c.added_at) })}
                </p>
              </div>
            </CreatorCardView>
          ))}
        </ul>
      )}
      <NoteDialog shortlistId={summary.id} creator={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle')}
        message={t('removeMessage', { name: removing?.full_name ?? '', list: summary.name })}
        confirmLabel={t('remove')}
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: summary.id, creatorId: removing.id })}
        onCancel={() => setRemoving(null)}
      />
      <CreatorProfileModal application={profile && profileOfCard(profile)} onClose={() => setProfile(null)} />
    </div>
  );
}

/** The brand's Shortlists tab: create, rename, delete, and open a shortlist. */
export function ShortlistsTab() {
  const { t } = useTranslation('app', { keyPrefix: 'shortlists.lists' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const lists = trpc.shortlists.my.useQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ShortlistSummary | null>(null);
  const [deleting, setDeleting] = useState<ShortlistSummary | null>(null);
  const create = trpc.shortlists.create.useMutation();
  const rename = trpc.shortlists.rename.useMutation();
  const remove = trpc.shortlists.remove.useMutation({
    onSuccess: async () => {
      await utils.shortlists.invalidate();
      toast({ variant: 'success', description: t('deleted', { name: deleting?.name ?? '' }) });
      if (openId === deleting?.id) setOpenId(null);
      setDeleting(null);
    },
    onError: (err) => toast({ variant: 'error', description: apiError(err).message }),
  });
  const shortlists = lists.data?.shortlists ?? [];
  const opened = shortlists.find((s) => s.id === openId);

  return (
    <section aria-labelledby="shortlists-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="shortlists-heading" className="text-xl font-semibold">
            {t('heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
        {!opened && <Button onClick={() => setCreating(true)}>{t('newShortlist')}</Button>}
      </div>
      {opened ? (
        <ShortlistDetail summary={opened} onBack={() => setOpenId(null)} />
      ) : lists.isError ? (
        <LoadFailed
          title={t('loadFailed')}
          detail={lists.error.message}
          onRetry={() => void lists.refetch()}
        />
      ) : lists.isPending ? (
        <SkeletonList count={2} />
      ) : shortlists.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label={t('yours')}
        >
          {shortlists.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium">{s.name}</p>
                <p className="text-sm text-slate-600">
                  {t('summary', { count: s.creator_count, date: formatDate(s.updated_at) })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  aria-label={t('openAria', { name: s.name })}
                  onClick={() => setOpenId(s.id)}
                >
                  {t('open')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('renameAria', { name: s.name })}
                  onClick={() => setRenaming(s)}
                >
                  {t('rename')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('deleteAria', { name: s.name })}
                  onClick={() => setDeleting(s)}
                >
                  {t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <NameDialog
        open={creating}
        title={t('newShortlist')}
        initial=""
        submitLabel={t('create')}
        onClose={() => setCreating(false)}
        onSave={async (name) => {
          const { shortlist } = await create.mutateAsync({ name });
          await utils.shortlists.invalidate();
          toast({ variant: 'success', description: t('created', { name: shortlist.name }) });
        }}
      />
      <NameDialog
        open={renaming !== null}
        title={t('renameTitle')}
        initial={renaming?.name ?? ''}
        submitLabel={t('saveName')}
        onClose={() => setRenaming(null)}
        onSave={async (name) => {
          if (!renaming) return;
          await rename.mutateAsync({ id: renaming.id, name });
          await utils.shortlists.invalidate();
          toast({ variant: 'success', description: t('renamed') });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
