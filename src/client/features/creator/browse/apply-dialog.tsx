import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import { applyForm, PITCH_MAX_LENGTH } from '@shared/schemas/application';
import type { Campaign } from '@shared/schemas/campaign';
import { describeUsageRights } from '@shared/schemas/usage-rights';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { useSchemaForm } from '@client/lib/use-schema-form';

/** What the dialog's owner does with an application: true once it is settled (the dialog may close). */
export type SendApplication = (
  campaign: Campaign,
  pitch: string,
  showServerErrors: (e: unknown) => boolean,
) => Promise<boolean>;

type Props = { campaign: Campaign | null; sending: boolean; onSend: SendApplication; onClose: () => void };

/** Apply: an optional pitch for the brand (docs/product.md#pitch), counted as it is typed. */
export function ApplyDialog({ campaign, sending, onSend, onClose }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.browse.applyDialog' });
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      title={campaign ? t('title', { title: campaign.title }) : t('titleNone')}
      description={campaign ? t('goesTo', { brand: campaign.brand_name }) : undefined}
    >
      {campaign && (
        <ApplyForm
          key={campaign.id}
          campaign={campaign}
          sending={sending}
          onSend={onSend}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ApplyForm({ campaign, sending, onSend, onClose }: Omit<Props, 'campaign'> & { campaign: Campaign }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.browse.applyDialog' });
  const { field, watch, handleSubmit, showServerErrors } = useSchemaForm(applyForm, { message: '' });
  const length = watch('message').length;
  const onSubmit = handleSubmit(async ({ message }) => {
    if (await onSend(campaign, message, showServerErrors)) onClose();
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {/* What the brand may do with the content: part of the agreement made if the brand accepts. */}
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{t('usageRights')}</span>
        {describeUsageRights(campaign.usage_rights)}
      </p>
      <TextAreaField
        label={t('pitch')}
        rows={6}
        maxLength={PITCH_MAX_LENGTH}
        placeholder={t('pitchPlaceholder')}
        {...field('message')}
        hint={
          <span>{t('characters', { length: formatCount(length), max: formatCount(PITCH_MAX_LENGTH) })}</span>
        }
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={sending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
