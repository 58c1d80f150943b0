import { useState } from 'react';
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
  return (
    <Dialog
      open={claim !== null}
      onClose={onClose}
      title="Refund held funding"
      description={
        claim
          ? `${claim.campaign_title} · ${claim.brand_name} · ${formatRupees(claim.amount)} held`
          : undefined
      }
    >
      {claim && <RefundForm key={claim.id} claim={claim} onClose={onClose} />}
    </Dialog>
  );
}

function RefundForm({ claim, onClose }: { claim: FundingClaim; onClose: () => void }) {
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
        title: 'Funding refunded',
        description: `${formatRupees(funding.refunded_amount ?? back)} of ${claim.campaign_title} went back to ${claim.brand_name}, who is told.`,
      });
      onClose();
    } catch (error) {
      // A payout still waiting, nothing left, or refunded by another admin meanwhile (409): said here.
      if (!showServerErrors(error)) setRefusal(failureMessage(error, 'Failed to refund the funding.'));
    } finally {
      void utils.funding.invalidate();
      void utils.payouts.totals.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          <span className="font-semibold text-slate-900">{formatRupees(back)}</span> goes back to{' '}
          {claim.brand_name}
          {claim.paid_out > 0 &&
            ` (${formatRupees(claim.paid_out)} was paid out to creators and stays spent)`}
          . Send it from the platform's account first, then give that transfer's UTR here.
        </p>
        <p>
          The campaign's funding becomes Refunded and the brand is told; the brand may fund it again. This
          cannot be undone, and is refused while any payout of the campaign is still to be paid.
        </p>
      </div>
      <TextField
        label="UTR of the return transfer"
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
      <TextAreaField
        label="Reason (shown to the brand)"
        rows={3}
        maxLength={500}
        placeholder="e.g. The campaign ended with nobody to pay."
        {...field('reason')}
      />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={refund.isPending}
        submitLabel={`Refund ${formatRupees(back)}`}
      />
    </form>
  );
}
