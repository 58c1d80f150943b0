import { useState } from 'react';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import type { AccountKind } from './suspend-user-dialog';
import { useSuspensionOutcome } from './use-suspension-outcome';

type Props = { account: { id: string; name: string } | null; kind: AccountKind; onClose: () => void };

/** Lift every suspension in force for a creator or a brand, with optional notes. */
export function UnsuspendDialog({ account, kind, onClose }: Props) {
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
      title={kind === 'brand' ? 'Unsuspend Brand' : 'Unsuspend User'}
      description={account ? `Lift the suspension of ${account.name}. They can sign in again.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={unsuspend.isPending}>
            Unsuspend
          </Button>
        </>
      }
    >
      <TextAreaField
        label="Admin notes (optional)"
        rows={3}
        maxLength={1000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
    </Dialog>
  );
}
