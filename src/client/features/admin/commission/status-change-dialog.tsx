import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin', { keyPrefix: 'commission.change' });
  const move = change && moneyMove(change.transaction, change.next);
  const row = change?.transaction;
  return (
    <Dialog
      open={change !== null}
      onClose={onClose}
      title={move === 'pay' ? t('payTitle') : t('cancelTitle')}
      description={
        row
          ? t('description', {
              amount: formatRupees(row.payout_net ?? 0),
              creator: row.creator_name,
              campaign: row.campaign_title,
            })
          : undefined
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
function useStatusUpdate({ transaction: row, next }: StatusChange, onClose: () => void) {
  const { t } = useTranslation('admin', { keyPrefix: 'commission' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const update = trpc.transactions.update.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  /** `onFields` puts the server's issues on the form's fields; else the refusal shows in the foot. */
  const send = async (utr?: string, onFields?: (error: unknown) => boolean) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ id: row.id, payment_status: next, utr });
      toast({
        variant: 'success',
        title: t('statusUpdated'),
        description: t('nowStatus', {
          reference: row.payment_reference,
          status: statusLabel(next).toLowerCase(),
        }),
      });
      onClose();
    } catch (error) {
      // Not funded, a dispute opened meanwhile, a UTR used before (409): said here, where the admin looks.
      if (!onFields?.(error)) setRefusal(failureMessage(error, t('updateFailed')));
    } finally {
      void utils.transactions.invalidate();
      void utils.payouts.invalidate();
    }
  };
  return { send, refusal, pending: update.isPending };
}

function PayForm({ change, onClose }: { change: StatusChange; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'commission.change' });
  const { transaction: row } = change;
  const status = useStatusUpdate(change, onClose);
  const { field, handleSubmit, showServerErrors } = useSchemaForm(utrForm, { utr: '' });
  const submit = handleSubmit(({ utr }) => status.send(utr, showServerErrors));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p className="text-sm text-slate-700">
        {t('payExplain', {
          reference: row.payment_reference,
          creator: row.creator_name,
          amount: formatRupees(row.payout_net ?? 0),
        })}
      </p>
      <TextField
        label={t('utr')}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        {...field('utr')}
        hint={<p className="mt-1 text-xs text-slate-600">{t('utrHint')}</p>}
      />
      <FormActions
        refusal={status.refusal}
        onCancel={onClose}
        submitting={status.pending}
        submitLabel={t('markPaid')}
      />
    </form>
  );
}

function CancelForm({ change, onClose }: { change: StatusChange; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'commission.change' });
  const { transaction: row, next } = change;
  const status = useStatusUpdate(change, onClose);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void status.send();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        {t('cancelExplain', {
          reference: row.payment_reference,
          status: statusLabel(next).toLowerCase(),
          creator: row.creator_name,
          amount: formatRupees(row.payout_net ?? 0),
        })}
      </p>
      <FormActions
        refusal={status.refusal}
        onCancel={onClose}
        submitting={status.pending}
        submitLabel={t('setStatus', { status: statusLabel(next).toLowerCase() })}
      />
    </form>
  );
}
