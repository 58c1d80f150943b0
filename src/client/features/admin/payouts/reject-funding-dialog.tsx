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
  return (
    <Dialog
      open={claim !== null}
      onClose={onClose}
      title="Reject funding claim"
      description={
        claim ? `${claim.campaign_title} · ${claim.brand_name} · ${formatRupees(claim.amount)}` : undefined
      }
    >
      {claim && <ReasonForm key={claim.id} claim={claim} onClose={onClose} />}
    </Dialog>
  );
}

function ReasonForm({ claim, onClose }: { claim: FundingClaim; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const reject = trpc.funding.reject.useMutation();
  const { field, handleSubmit, showServerErrors } = useSchemaForm(reasonForm, { reason: '' });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await reject.mutateAsync({ id: claim.id, reason });
      toast({
        variant: 'success',
        title: 'Claim rejected',
        description: `${claim.brand_name} is told why and can fund ${claim.campaign_title} again.`,
      });
      onClose();
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: 'Error',
          description: failureMessage(error, 'Failed to reject the claim.'),
        });
    } finally {
      void utils.funding.invalidate();
      void utils.payouts.totals.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p className="text-sm text-slate-700">
        UTR <span className="font-mono">{claim.utr}</span>, reference{' '}
        <span className="font-mono">{claim.reference}</span>.
      </p>
      <TextAreaField
        label="Reason (shown to the brand)"
        rows={3}
        maxLength={500}
        placeholder="e.g. No transfer with this UTR reached our account."
        {...field('reason')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={reject.isPending}>
          Reject claim
        </Button>
      </div>
    </form>
  );
}
