import { Trans, useTranslation } from 'react-i18next';
import { formatRupees } from '@shared/format';
import { rejectFundingInput, type FundingClaim } from '@shared/schemas/funds';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

/** The reason alone, by the server's own rule. */
const reasonForm = rejectFundingInput.pick({ reason: true });

/** Reject a funding claim: the brand is told the reason and may fund again (docs/product.md#funding). */
export function RejectFundingDialog({ claim, onClose }: { claim: FundingClaim | null; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  return (
    <Dialog
      open={claim !== null}
      onClose={onClose}
      title={t('reject.title')}
      description={
        claim ? `${claim.campaign_title} · ${claim.brand_name} · ${formatRupees(claim.amount)}` : undefined
      }
    >
      {claim && <ReasonForm key={claim.id} claim={claim} onClose={onClose} />}
    </Dialog>
  );
}

function ReasonForm({ claim, onClose }: { claim: FundingClaim; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const reject = trpc.funding.reject.useMutation();
  const { field, handleSubmit, showServerErrors } = useSchemaForm(reasonForm, { reason: '' });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await reject.mutateAsync({ id: claim.id, reason });
      toast({
        variant: 'success',
        title: t('reject.done'),
        description: t('reject.doneText', { brand: claim.brand_name, campaign: claim.campaign_title }),
      });
      onClose();
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: t('error'),
          description: failureMessage(error, t('reject.failed')),
        });
    } finally {
      void utils.funding.invalidate();
      void utils.payouts.totals.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey="reject.utrLine"
          components={{
            utr: <span className="font-mono">{claim.utr}</span>,
            ref: <span className="font-mono">{claim.reference}</span>,
          }}
        />
      </p>
      <TextAreaField
        label={t('reasonLabel')}
        rows={3}
        maxLength={500}
        placeholder={t('reject.reasonPlaceholder')}
        {...field('reason')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={reject.isPending}>
          {t('reject.submit')}
        </Button>
      </div>
    </form>
  );
}
