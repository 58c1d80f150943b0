import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import type { AccountKind } from './suspend-user-dialog';
import { useSuspensionOutcome } from './use-suspension-outcome';

type Props = { account: { id: string; name: string } | null; kind: AccountKind; onClose: () => void };

/** Lift every suspension in force for a creator or a brand, with optional notes. */
export function UnsuspendDialog({ account, kind, onClose }: Props) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared.unsuspend' });
  const outcome = useSuspensionOutcome(kind);
  const [notes, setNotes] = useState('');
  const unsuspend = trpc.suspensions.unsuspend.useMutation();

  const close = () => {
    setNotes('');
    onClose();
  };

  const submit = async () => {
    if (!account) return;
    try {
      await unsuspend.mutateAsync({ id: account.id, admin_notes: notes.trim() || undefined });
      outcome.succeeded('unsuspended');
      close();
    } catch (error) {
      outcome.failed('unsuspend', error);
    }
  };

  return (
    <Dialog
      open={account !== null}
      onClose={close}
      title={kind === 'brand' ? t('titleBrand') : t('titleUser')}
      description={account ? t('description', { name: account.name }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={unsuspend.isPending}>
            {t('unsuspend')}
          </Button>
        </>
      }
    >
      <TextAreaField
        label={t('notes')}
        rows={3}
        maxLength={1000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
    </Dialog>
  );
}
