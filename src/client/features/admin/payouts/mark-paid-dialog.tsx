import { useTranslation } from 'react-i18next';
import { formatRupees } from '@shared/format';
import { markPayoutPaidInput, type Payout } from '@shared/schemas/funds';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Dialog } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

/** The UTR alone, by the server's own rule. */
const utrForm = markPayoutPaidInput.pick({ utr: true });

/** Mark a due payout paid with the UTR of the bank transfer (docs/product.md#payouts). */
export function MarkPaidDialog({
  payout,
  onClose,
  onPaid,
}: {
  payout: Payout | null;
  onClose: () => void;
  /** Told the payout's id once it is paid. */
  onPaid: (id: string) => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  return (
    <Dialog
      open={payout !== null}
      onClose={onClose}
      title={t('markPaid.title')}
      description={
        payout
          ? t('markPaid.description', {
              amount: formatRupees(payout.net),
              creator: payout.creator_name,
              campaign: payout.campaign_title,
            })
          : undefined
      }
    >
      {payout && <UtrForm key={payout.id} payout={payout} onClose={onClose} onPaid={onPaid} />}
    </Dialog>
  );
}

function UtrForm({
  payout,
  onClose,
  onPaid,
}: {
  payout: Payout;
  onClose: () => void;
  onPaid: (id: string) => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const markPaid = trpc.payouts.markPaid.useMutation();
  const { field, handleSubmit, showServerErrors } = useSchemaForm(utrForm, { utr: '' });

  const submit = handleSubmit(async ({ utr }) => {
    try {
      await markPaid.mutateAsync({ id: payout.id, utr });
      toast({
        variant: 'success',
        title: t('markPaid.done'),
        description: t('markPaid.doneText', {
          creator: payout.creator_name,
          amount: formatRupees(payout.net),
        }),
      });
      onPaid(payout.id);
      onClose();
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: t('error'),
          description: failureMessage(error, t('markPaid.failed')),
        });
    } finally {
      // Paid by another admin meanwhile, or now: either way the list and the totals have moved.
      void utils.payouts.invalidate();
      void utils.transactions.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField
        label={t('markPaid.utrLabel')}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        {...field('utr')}
        hint={<p className="mt-1 text-xs text-slate-600">{t('utrHint')}</p>}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={markPaid.isPending}>
          {t('markPaid.submit')}
        </Button>
      </div>
    </form>
  );
}
