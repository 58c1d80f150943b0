import { useState, type FormEvent } from 'react';
import type { PaymentStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { updateTransactionInput, type TransactionRow } from '@shared/schemas/transactions';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Dialog, FormActions, statusLabel } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { moneyMove } from './status-change';

/** With completed the transfer's UTR is asked for, by the server's own rule (the API leaves it optional). */
const utrForm = updateTransactionInput.pick({ utr: true }).required();

export type StatusChange = { transaction: TransactionRow; next: PaymentStatus };

/**
 * Asks before a Commission tab status change that moves money (docs/product.md#payouts): completed
 * pays the creator's payout, so it asks for the transfer's UTR; failed or cancelled cancels it.
 */
export function StatusChangeDialog({
  change,
  onClose,
}: {
  change: StatusChange | null;
  onClose: () => void;
}) {
  const move = change && moneyMove(change.transaction, change.next);
  const t = change?.transaction;
  return (
    <Dialog
      open={change !== null}
      onClose={onClose}
      title={move === 'pay' ? 'Mark the payout paid' : 'Cancel the payout'}
      description={
        t ? `${formatRupees(t.payout_net ?? 0)} to ${t.creator_name} for ${t.campaign_title}` : undefined
      }
    >
      {change &&
        (move === 'pay' ? (
          <PayForm key={change.transaction.id} change={change} onClose={onClose} />
        ) : (
          <CancelForm key={change.transaction.id} change={change} onClose={onClose} />
        ))}
    </Dialog>
  );
}

/** The change sent, its toast, and the server's refusal kept for the dialog's foot. */
function useStatusUpdate({ transaction: t, next }: StatusChange, onClose: () => void) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const update = trpc.transactions.update.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** `onFields` puts the server's issues on the form's fields; else the refusal shows in the foot. */
  const send = async (utr?: string, onFields?: (error: unknown) => boolean) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ id: t.id, payment_status: next, utr });
      toast({
        variant: 'success',
        title: 'Status updated',
        description: `${t.payment_reference} is now ${statusLabel(next).toLowerCase()}.`,
      });
      onClose();
    } catch (error) {
      // Not funded, a dispute opened meanwhile, a UTR used before (409): said here, where the admin looks.
      if (!onFields?.(error)) setRefusal(failureMessage(error, 'Failed to update payment status.'));
    } finally {
      void utils.transactions.invalidate();
      void utils.payouts.invalidate();
    }
  };
  return { send, refusal, pending: update.isPending };
}

function PayForm({ change, onClose }: { change: StatusChange; onClose: () => void }) {
  const { transaction: t } = change;
  const status = useStatusUpdate(change, onClose);
  const { field, handleSubmit, showServerErrors } = useSchemaForm(utrForm, { utr: '' });
  const submit = handleSubmit(({ utr }) => status.send(utr, showServerErrors));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p className="text-sm text-slate-700">
        Setting {t.payment_reference} completed records that {t.creator_name} was paid this payout's net,{' '}
        {formatRupees(t.payout_net ?? 0)}, and tells them. Send the transfer first, then give its UTR.
      </p>
      <TextField
        label="UTR of the transfer"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        {...field('utr')}
        hint={
          <p className="mt-1 text-xs text-slate-600">
            12 to 22 letters and digits, from the bank's confirmation.
          </p>
        }
      />
      <FormActions
        refusal={status.refusal}
        onCancel={onClose}
        submitting={status.pending}
        submitLabel="Mark paid"
      />
    </form>
  );
}

function CancelForm({ change, onClose }: { change: StatusChange; onClose: () => void }) {
  const { transaction: t, next } = change;
  const status = useStatusUpdate(change, onClose);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void status.send();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        Setting {t.payment_reference} {statusLabel(next).toLowerCase()} cancels {t.creator_name}'s payout of{' '}
        {formatRupees(t.payout_net ?? 0)}: they will not be paid for this collaboration. A cancelled payout
        cannot be paid later.
      </p>
      <FormActions
        refusal={status.refusal}
        onCancel={onClose}
        submitting={status.pending}
        submitLabel={`Set ${statusLabel(next).toLowerCase()}`}
      />
    </form>
  );
}
