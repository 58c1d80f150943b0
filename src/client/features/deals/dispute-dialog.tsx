import { useState } from 'react';
import { DISPUTE_REASONS } from '@shared/enums';
import { formatCount } from '@shared/format';
import {
  DISPUTE_DETAILS_MAX,
  DISPUTE_DETAILS_MIN,
  DISPUTE_REASON_LABELS,
  openDisputeInput,
  type OpenDisputeInput,
} from '@shared/schemas/disputes';
import { useToast } from '@client/components/toast';
import { Dialog, FormActions, SelectField, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaInputForm } from '@client/lib/use-schema-form';

export type DisputeTarget = { applicationId: string; counterpart: string; campaignTitle: string };

type Values = { reason: string; details: string };
const REASON_OPTIONS = DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_REASON_LABELS[value] }));

/** Open a dispute about one collaboration: a reason and what happened (docs/product.md#disputes). */
export function DisputeDialog({ target, onClose }: { target: DisputeTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title="Open a dispute"
      description={target ? `About “${target.campaignTitle}” with ${target.counterpart}` : undefined}
    >
      {target && <DisputeForm key={target.applicationId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function DisputeForm({ target, onClose }: { target: DisputeTarget; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const open = trpc.disputes.open.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { field, watch, handleSubmit, showServerErrors } = useSchemaInputForm<Values, OpenDisputeInput>(
    openDisputeInput,
    { reason: '', details: '' },
    {
      toInput: (v) => ({ application_id: target.applicationId, reason: v.reason, details: v.details }),
      fieldOf: { reason: 'reason', details: 'details' },
    },
  );
  const length = watch('details').length;

  const onSubmit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await open.mutateAsync(input);
      toast({
        variant: 'success',
        title: 'Dispute opened',
        description: `${target.counterpart} and our team were told. Talk it through in your conversation.`,
      });
      onClose();
    } catch (error) {
      // A closed window or a dispute already open (409) is said here, where the person is looking.
      if (!showServerErrors(error)) {
        setRefusal(failureMessage(error, 'Failed to open the dispute. Please try again.'));
      }
    } finally {
      void utils.disputes.my.invalidate();
      void utils.payouts.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        {...field('reason')}
      />
      <TextAreaField
        label="Details"
        rows={6}
        maxLength={DISPUTE_DETAILS_MAX}
        placeholder="What happened, and what would put it right?"
        {...field('details')}
        hint={
          <span>
            {formatCount(length)} / {formatCount(DISPUTE_DETAILS_MAX)} characters (at least{' '}
            {DISPUTE_DETAILS_MIN})
          </span>
        }
      />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={open.isPending}
        submitLabel="Open dispute"
      />
    </form>
  );
}
