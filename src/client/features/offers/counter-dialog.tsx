import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@shared/format';
import { counterForm, type Offer } from '@shared/schemas/offers';
import { useToast } from '@client/components/toast';
import { TextField } from '@client/components/text-field';
import { Dialog, FormActions, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

/** The creator's one counter to a pending offer: an amount and a message. */
export function CounterDialog({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'offers.counter' });
  return (
    <Dialog
      open={offer !== null}
      onClose={onClose}
      title={t('title')}
      description={
        offer
          ? t('description', {
              brand: offer.brand_name,
              amount: formatRupees(offer.amount),
              campaign: offer.campaign_title,
            })
          : undefined
      }
    >
      {offer && <CounterForm key={offer.id} offer={offer} onClose={onClose} />}
    </Dialog>
  );
}

function CounterForm({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'offers.counter' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const counter = trpc.offers.counter.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { field, handleSubmit, showServerErrors } = useSchemaForm(counterForm, {
    amount: '',
    message: '',
  });
  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await counter.mutateAsync({ id: offer.id, ...values });
      toast({ variant: 'success', title: t('sent'), description: t('told', { name: offer.brand_name }) });
      onClose();
    } catch (error) {
      if (!showServerErrors(error)) setRefusal(failureMessage(error, t('failed')));
    } finally {
      void utils.offers.my.invalidate();
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <TextField label={t('amount')} inputMode="numeric" {...field('amount')} />
      <TextAreaField label={t('message')} rows={3} maxLength={1000} {...field('message')} />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={counter.isPending}
        submitLabel={t('submit')}
      />
    </form>
  );
}
