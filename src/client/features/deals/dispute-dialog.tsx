import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPUTE_REASONS } from '@shared/enums';
import { formatCount } from '@shared/format';
import {
  DISPUTE_DETAILS_MAX,
  DISPUTE_DETAILS_MIN,
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

/** Open a dispute about one collaboration: a reason and what happened (docs/product.md#disputes). */
export function DisputeDialog({ target, onClose }: { target: DisputeTarget | null; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'deals.dispute' });
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('title')}
      description={
        target ? t('about', { campaign: target.campaignTitle, name: target.counterpart }) : undefined
      }
    >
      {target && <DisputeForm key={target.applicationId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function DisputeForm({ target, onClose }: { target: DisputeTarget; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'deals.dispute' });
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
        title: t('opened'),
        description: t('told', { name: target.counterpart }),
      });
      onClose();
    } catch (error) {
      // A closed window or a dispute already open (409) is said here, where the person is looking.
      if (!showServerErrors(error)) {
        setRefusal(failureMessage(error, t('failed')));
      }
    } finally {
      void utils.disputes.my.invalidate();
      void utils.payouts.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <SelectField
        label={t('reason')}
        placeholder={t('chooseReason')}
        options={DISPUTE_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
        {...field('reason')}
      />
      <TextAreaField
        label={t('details')}
        rows={6}
        maxLength={DISPUTE_DETAILS_MAX}
        placeholder={t('detailsPlaceholder')}
        {...field('details')}
        hint={
          <span>
            {t('characters', {
              length: formatCount(length),
              max: formatCount(DISPUTE_DETAILS_MAX),
              min: DISPUTE_DETAILS_MIN,
            })}
          </span>
        }
      />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={open.isPending}
        submitLabel={t('submit')}
      />
    </form>
  );
}
