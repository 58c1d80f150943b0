import { useState } from 'react';
import { indiaDate } from '@shared/dates';
import { formatCount } from '@shared/format';
import { createOfferInput, OFFER_DELIVERABLES_MAX, type CreateOfferInput } from '@shared/schemas/offers';
import { useToast } from '@client/components/toast';
import { TextField } from '@client/components/text-field';
import { Dialog, FormActions, SelectField, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaInputForm } from '@client/lib/use-schema-form';

type Props = { open: boolean; onClose: () => void; creator: { id: string; name: string } };
type Values = { campaignId: string; amount: string; deliverables: string; deadline: string; message: string };

/** A brand offers one of its active campaigns to a creator (docs/product.md#direct-offers). */
export function OfferDialog({ open, onClose, creator }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title="Send offer" description={`To ${creator.name}`}>
      {open && <OfferForm key={creator.id} creator={creator} onClose={onClose} />}
    </Dialog>
  );
}

function OfferForm({ creator, onClose }: Omit<Props, 'open'>) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const campaigns = trpc.campaigns.listMy.useQuery({ status: 'active', limit: 100 });
  const send = trpc.offers.create.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { field, watch, handleSubmit, showServerErrors } = useSchemaInputForm<Values, CreateOfferInput>(
    createOfferInput,
    { campaignId: '', amount: '', deliverables: '', deadline: '', message: '' },
    {
      toInput: (v) => ({
        creator_id: creator.id,
        campaign_id: v.campaignId,
        amount: v.amount,
        deliverables: v.deliverables,
        deadline: v.deadline,
        message: v.message,
      }),
      fieldOf: {
        campaign_id: 'campaignId',
        amount: 'amount',
        deliverables: 'deliverables',
        deadline: 'deadline',
        message: 'message',
      },
    },
  );
  const chosen = campaigns.data?.campaigns.find((c) => c.id === watch('campaignId'));
  const barter = chosen?.collab_type === 'barter';

  const onSubmit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await send.mutateAsync(input);
      toast({
        variant: 'success',
        title: 'Offer sent',
        description: `${creator.name} has 7 days to answer.`,
      });
      void utils.offers.my.invalidate();
      onClose();
    } catch (error) {
      if (!showServerErrors(error))
        setRefusal(failureMessage(error, 'Failed to send the offer. Please try again.'));
    }
  });

  const options = (campaigns.data?.campaigns ?? []).map((c) => ({ value: c.id, label: c.title }));
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <SelectField
        label="Campaign"
        placeholder={campaigns.isLoading ? 'Loading campaigns…' : 'Choose an active campaign'}
        options={options}
        {...field('campaignId')}
        hint={
          campaigns.data && options.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">You have no active campaign to offer.</p>
          ) : undefined
        }
      />
      <TextField
        label="Amount (₹)"
        inputMode="numeric"
        {...field('amount')}
        hint={
          <p className="mt-1 text-sm text-slate-600">
            {barter
              ? 'A barter campaign is offered for 0.'
              : 'Whole rupees, within what the budget has left.'}
          </p>
        }
      />
      <TextAreaField
        label="Deliverables"
        rows={4}
        maxLength={OFFER_DELIVERABLES_MAX}
        placeholder="e.g. 1 reel and 2 stories"
        {...field('deliverables')}
        hint={
          <span>
            {formatCount(watch('deliverables').length)} / {formatCount(OFFER_DELIVERABLES_MAX)} characters
          </span>
        }
      />
      <TextField label="Deadline" type="date" min={indiaDate()} {...field('deadline')} />
      <TextAreaField label="Message (optional)" rows={3} maxLength={1000} {...field('message')} />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={send.isPending}
        submitLabel="Send offer"
      />
    </form>
  );
}
