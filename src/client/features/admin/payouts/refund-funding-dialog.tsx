import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatRupees } from '@shared/format';
import { refundFundingInput, type FundingClaim } from '@shared/schemas/funds';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Dialog, FormActions, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

/** The return transfer's UTR and the reason, by the server's own rules. */
const refundForm = refundFundingInput.pick({ utr: true, reason: true });

/**
 * Give held money back to the brand (docs/product.md#funding): what paid payouts did not spend, after
 * the admin has sent it from the platform's account, with that transfer's UTR and why. The dialog
 * states the amount and what follows; its button is the confirmation.
 */
export function RefundFundingDialog({ claim, onClose }: { claim: FundingClaim | null; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  return (
    <Dialog
      open={claim !== null}
      onClose={onClose}
      title={t('refund.title')}
      description={
        claim
          ? t('refund.description', {
              campaign: claim.campaign_title,
              brand: claim.brand_name,
              amount: formatRupees(claim.amount),
            })
          : undefined
      }
    >
      {claim && <RefundForm key={claim.id} claim={claim} onClose={onClose} />}
    </Dialog>
  );
}

function RefundForm({ claim, onClose }: { claim: FundingClaim; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const refund = trpc.funding.refund.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { field, handleSubmit, showServerErrors } = useSchemaForm(refundForm, { utr: '', reason: '' });
  const back = claim.amount - claim.paid_out;

  const submit = handleSubmit(async ({ utr, reason }) => {
    setRefusal(null);
    try {
      const { funding } = await refund.mutateAsync({ id: claim.id, utr, reason });
      toast({
        variant: 'success',
        title: t('refund.done'),
        description: t('refund.doneText', {
          amount: formatRupees(funding.refunded_amount ?? back),
          campaign: claim.campaign_title,
          brand: claim.brand_name,
        }),
      });
      onClose();
    } catch (error) {
      // A payout still waiting, nothing left, or refunded by another admin meanwhile (409): said here.
      if (!showServerErrors(error)) setRefusal(failureMessage(error, t('refund.failed')));
    } finally {
      void utils.funding.invalidate();
      void utils.payouts.totals.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          <Trans
            t={t}
            i18nKey="refund.goesBack"
            values={{
              amount: formatRupees(back),
              paidOut:
                claim.paid_out > 0 ? t('refund.paidOutStays', { amount: formatRupees(claim.paid_out) }) : '',
            }}
            components={{
              amount: <span className="font-semibold text-slate-900" />,
              // The brand's name as written: a component, so no markup in it is read as the catalogue's.
              brand: <>{claim.brand_name}</>,
            }}
          />
        </p>
        <p>{t('refund.whatFollows')}</p>
      </div>
      <TextField
        label={t('refund.utrLabel')}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        {...field('utr')}
        hint={<p className="mt-1 text-xs text-slate-600">{t('utrHint')}</p>}
      />
      <TextAreaField
        label={t('reasonLabel')}
        rows={3}
        maxLength={500}
        placeholder={t('refund.reasonPlaceholder')}
        {...field('reason')}
      />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={refund.isPending}
        submitLabel={t('refund.submit', { amount: formatRupees(back) })}
      />
    </form>
  );
}
