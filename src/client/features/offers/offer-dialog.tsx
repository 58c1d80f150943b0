import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('app', { keyPrefix: 'offers.send' });
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('to', { name: creator.name })}>
      {open && <OfferForm key={creator.id} creator={creator} onClose={onClose} />}
    </Dialog>
  );
}

function OfferForm({ creator, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation('app', { keyPrefix: 'offers.send' });
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
        title: t('sent'),
        description: t('daysToAnswer', { name: creator.name }),
      });
      void utils.offers.my.invalidate();
      onClose();
    } catch (error) {
      if (!showServerErrors(error)) setRefusal(failureMessage(error, t('failed')));
    }
  });

  const options = (campaigns.data?.campaigns ?? []).map((c) => ({ value: c.id, label: c.title }));
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <SelectField
        label={t('campaign')}
        placeholder={campaigns.isLoading ? t('loadingCampaigns') : t('chooseCampaign')}
        options={options}
        {...field('campaignId')}
        hint={
          campaigns.data && options.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t('noCampaign')}</p>
          ) : undefined
        }
      />
      <TextField
        label={t('amount')}
        inputMode="numeric"
        {...field('amount')}
        hint={<p className="mt-1 text-sm text-slate-600">{barter ? t('barterHint') : t('amountHint')}</p>}
      />
      <TextAreaField
        label={t('deliverables')}
        rows={4}
        maxLength={OFFER_DELIVERABLES_MAX}
        placeholder={t('deliverablesPlaceholder')}
        {...field('deliverables')}
        hint={
          <span>
            {t('characters', {
              length: formatCount(watch('deliverables').length),
              max: formatCount(OFFER_DELIVERABLES_MAX),
            })}
          </span>
        }
      />
      <TextField label={t('deadline')} type="date" min={indiaDate()} {...field('deadline')} />
      <TextAreaField label={t('message')} rows={3} maxLength={1000} {...field('message')} />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={send.isPending}
        submitLabel={t('submit')}
      />
    </form>
  );
}
