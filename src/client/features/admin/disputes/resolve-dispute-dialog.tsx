import { useId, useState } from 'react';
import { DISPUTE_RESOLUTIONS, type DisputeResolution } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { shareOf } from '@shared/money';
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_RESOLUTION_LABELS,
  resolveDisputeInput,
  type Dispute,
  type ResolveDisputeInput,
} from '@shared/schemas/disputes';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Dialog, FormActions, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaInputForm } from '@client/lib/use-schema-form';

/** No resolution is chosen at first: the admin picks release, refund or split (docs/product.md#disputes). */
type Values = { resolution: DisputeResolution | ''; creator_share: string; admin_notes: string };

/** What each outcome does to the held payout (docs/product.md#disputes). */
const RESOLUTION_HINTS: Record<DisputeResolution, string> = {
  release: 'The held payout becomes due to the creator.',
  refund: 'The payout is cancelled and the money goes back to the brand.',
  split: "The creator gets their share of the payout's net; the rest goes back to the brand.",
};

/** What a split gives the creator, from the held net when it is known (half up, as the server rounds). */
function splitHint(dispute: Dispute, net: number | null, share: string) {
  if (dispute.payout_status !== 'on_hold')
    return 'No payout is held: the outcome is recorded and no money moves.';
  const percent = Number(share);
  const valid = share.trim() !== '' && Number.isInteger(percent) && percent >= 0 && percent <= 100;
  if (net === null) return "A whole number from 0 to 100 of the held payout's net.";
  if (!valid) return `A whole number from 0 to 100 of the held payout's net, ${formatRupees(net)}.`;
  const creator = shareOf(net, percent);
  return `The creator gets ${formatRupees(creator)} of ${formatRupees(net)}; ${formatRupees(net - creator)} goes back to the brand.`;
}

/** Resolve dispute: release, refund or split the held payout, with notes both parties are told of. */
export function ResolveDisputeDialog({ dispute, onClose }: { dispute: Dispute | null; onClose: () => void }) {
  return (
    <Dialog
      open={dispute !== null}
      onClose={onClose}
      title="Resolve dispute"
      description={
        dispute
          ? `${dispute.campaign_title}: ${dispute.creator_name} and ${dispute.brand_name}, opened by the ${dispute.side} (${DISPUTE_REASON_LABELS[dispute.reason]})`
          : undefined
      }
    >
      {dispute && <ResolveForm key={dispute.id} dispute={dispute} onClose={onClose} />}
    </Dialog>
  );
}

function ResolveForm({ dispute, onClose }: { dispute: Dispute; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const resolve = trpc.adminDisputes.resolve.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const legendId = useId();
  const errorId = useId();
  const { field, register, watch, handleSubmit, formState, showServerErrors } = useSchemaInputForm<
    Values,
    ResolveDisputeInput
  >(
    resolveDisputeInput,
    { resolution: '', creator_share: '', admin_notes: '' },
    {
      // The share goes as a number (the schema takes nothing else); an empty one is no share (the
      // schema then asks for one), not the 0 that Number('') would make of it.
      toInput: (v) => ({
        id: dispute.id,
        resolution: v.resolution,
        creator_share:
          v.resolution === 'split' && v.creator_share.trim() !== '' ? Number(v.creator_share) : null,
        admin_notes: v.admin_notes,
      }),
      fieldOf: { creator_share: 'creator_share', admin_notes: 'admin_notes', resolution: 'resolution' },
    },
  );
  const resolution = watch('resolution');
  const net = dispute.payout_net;

  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await resolve.mutateAsync(input);
      toast({
        variant: 'success',
        title: 'Dispute resolved',
        description: `${dispute.creator_name} and ${dispute.brand_name} are told the outcome.`,
      });
      onClose();
    } catch (error) {
      // Resolved by another admin meanwhile (409), or refused: said here, where the admin is looking.
      if (!showServerErrors(error)) setRefusal(failureMessage(error, 'Failed to resolve the dispute.'));
    } finally {
      void utils.adminDisputes.invalidate();
      void utils.payouts.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={formState.errors.resolution ? errorId : undefined}
      >
        <legend id={legendId} className="text-sm font-medium text-slate-700">
          Resolution
        </legend>
        <div className="mt-2 space-y-2">
          {DISPUTE_RESOLUTIONS.map((r) => (
            <label key={r} className="flex items-start gap-2 text-sm">
              <input type="radio" value={r} {...register('resolution')} className="mt-0.5 h-4 w-4" />
              <span>
                <span className="font-medium text-slate-900">{DISPUTE_RESOLUTION_LABELS[r]}</span>
                <span className="block text-xs text-slate-600">{RESOLUTION_HINTS[r]}</span>
              </span>
            </label>
          ))}
        </div>
        {formState.errors.resolution?.message && (
          <p id={errorId} className="mt-1 text-sm text-red-600">
            {formState.errors.resolution.message}
          </p>
        )}
      </fieldset>

      {resolution === 'split' && (
        <TextField
          label="Creator share (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          {...field('creator_share')}
          hint={
            <p className="mt-1 text-xs text-slate-600" aria-live="polite">
              {splitHint(dispute, net, watch('creator_share'))}
            </p>
          }
        />
      )}

      <TextAreaField label="Admin notes" rows={3} maxLength={2000} {...field('admin_notes')} />

      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={resolve.isPending}
        submitLabel="Resolve dispute"
      />
    </form>
  );
}
