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
  return (
    <Dialog
      open={payout !== null}
      onClose={onClose}
      title="Mark payout paid"
      description={
        payout
          ? `${formatRupees(payout.net)} to ${payout.creator_name} for ${payout.campaign_title}`
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
  const toast = useToast();
  const utils = trpc.useUtils();
  const markPaid = trpc.payouts.markPaid.useMutation();
  const { field, handleSubmit, showServerErrors } = useSchemaForm(utrForm, { utr: '' });

  const submit = handleSubmit(async ({ utr }) => {
    try {
      await markPaid.mutateAsync({ id: payout.id, utr });
      toast({
        variant: 'success',
        title: 'Payout marked paid',
        description: `${payout.creator_name} is told that ${formatRupees(payout.net)} was sent.`,
      });
      onPaid(payout.id);
      onClose();
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          title: 'Error',
          description: failureMessage(error, 'Failed to mark the payout paid.'),
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={markPaid.isPending}>
          Mark paid
        </Button>
      </div>
    </form>
  );
}
