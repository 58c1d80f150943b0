import { useTranslation } from 'react-i18next';
import type { Campaign, UpdateCampaignInput } from '@shared/schemas/campaign';
import { updateCampaignInput } from '@shared/schemas/campaign';
import { indiaCalendarDay as day } from '@shared/dates';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useSchemaInputForm } from '@client/lib/use-schema-form';
import { failureMessage } from '@client/lib/failure';
import { messageText } from '@client/i18n/messages';
import { ListEditor } from './list-editor';
import { ProductValueField } from './product-value-field';
import { RevisionRoundsField } from './revision-rounds-field';
import { DestinationUrlField } from './destination-url-field';
import {
  USAGE_RIGHTS_FIELD_OF,
  UsageRightsFields,
  usageRightsPayload,
  usageRightsValuesOf,
  type UsageRightsValues,
} from './usage-rights-fields';
import { VisibilityField } from '@client/features/invitations/visibility-field';
import type { CampaignVisibility } from '@shared/enums';
import { useBrandRefresh } from './use-brand-refresh';

type Values = {
  title: string;
  description: string;
  budget: string;
  productValue: string;
  startDate: string;
  endDate: string;
  deadline: string;
  deliverables: string[];
  tags: string[];
  revisionRounds: string;
  visibility: CampaignVisibility;
  destinationUrl: string;
} & UsageRightsValues;
const FIELD_OF = {
  title: 'title',
  description: 'description',
  budget: 'budget',
  product_value: 'productValue',
  'timeline.start_date': 'startDate',
  'timeline.end_date': 'endDate',
  deadline: 'deadline',
  deliverables: 'deliverables',
  tags: 'tags',
  revision_rounds: 'revisionRounds',
  destination_url: 'destinationUrl',
  ...USAGE_RIGHTS_FIELD_OF,
} as const;

function initialValues(c: Campaign): Values {
  return {
    title: c.title,
    description: c.description ?? '',
    budget: c.budget === null ? '' : String(c.budget),
    productValue: c.product_value === null ? '' : String(c.product_value),
    startDate: day(c.timeline.start_date),
    endDate: day(c.timeline.end_date),
    deadline: day(c.deadline),
    deliverables: c.deliverables,
    tags: c.tags,
    revisionRounds: String(c.revision_rounds),
    visibility: c.visibility,
    destinationUrl: c.destination_url ?? '',
    ...usageRightsValuesOf(c.usage_rights),
  };
}

/** Edit Campaign: name required, budget 0 or more; an empty budget or deadline is sent as null. */
export function EditCampaignDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      size="lg"
      title={t('edit.title')}
      description={campaign?.title}
    >
      {campaign && <EditForm key={campaign.id} campaign={campaign} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const toast = useToast();
  const refresh = useBrandRefresh();
  const update = trpc.campaigns.update.useMutation();
  const paid = campaign.collab_type === 'paid';
  const budgetFixed = campaign.funding_status !== 'none';

  const toInput = (values: Values) => {
    const budgetText = values.budget.trim();
    const valueText = values.productValue.trim();
    return {
      id: campaign.id,
      title: values.title,
      description: values.description,
      collab_type: campaign.collab_type,
      ...(paid
        ? { budget: budgetText === '' ? null : Number(budgetText) }
        : { product_value: valueText === '' ? null : valueText }),
      timeline: { start_date: values.startDate, end_date: values.endDate },
      deadline: values.deadline,
      deliverables: values.deliverables,
      tags: values.tags,
      revision_rounds: values.revisionRounds,
      visibility: values.visibility,
      destination_url: values.destinationUrl,
      usage_rights: usageRightsPayload(values),
    };
  };
  const { field, register, watch, setValue, handleSubmit, formState, showServerErrors } = useSchemaInputForm<
    Values,
    UpdateCampaignInput
  >(updateCampaignInput, initialValues(campaign), { toInput, fieldOf: FIELD_OF });
  const setList = (name: 'deliverables' | 'tags', items: string[]) =>
    setValue(name, items, { shouldValidate: formState.isSubmitted });

  const submit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast({
        variant: 'success',
        title: t('edit.updated'),
        description: t('edit.updatedText'),
      });
      onClose();
      void refresh();
    } catch (error) {
      showServerErrors(error);
      toast({
        variant: 'error',
        title: t('common.error'),
        description: failureMessage(error, t('edit.failed')),
      });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField label={t('common.campaignName')} {...field('title')} required maxLength={200} />
      <TextAreaField label={t('edit.description')} rows={4} {...field('description')} />
      {paid ? (
        <TextField
          label={t('edit.budget')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...field('budget')}
          // The money claimed is the budget at the time of the claim (docs/product.md#funding).
          readOnly={budgetFixed}
          hint={
            <p className="mt-1 text-xs text-slate-600">
              {budgetFixed ? t('edit.budgetFixed') : t('edit.budgetEmpty')}
            </p>
          }
        />
      ) : (
        <ProductValueField {...field('productValue')} />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label={t('common.startDate')} type="date" {...field('startDate')} />
        <TextField label={t('common.endDate')} type="date" {...field('endDate')} />
        <TextField label={t('edit.deadline')} type="date" {...field('deadline')} />
      </div>
      <RevisionRoundsField {...field('revisionRounds')} />
      <DestinationUrlField {...field('destinationUrl')} />
      <VisibilityField registration={register('visibility')} />
      <UsageRightsFields field={field} />
      <div>
        <ListEditor
          label={t('common.deliverables')}
          kind="deliverable"
          items={watch('deliverables')}
          onChange={(d) => setList('deliverables', d)}
          addLabel={t('edit.add')}
          placeholder={t('edit.deliverablePlaceholder')}
          variant="rows"
        />
        {formState.errors.deliverables && (
          <p className="mt-1 text-sm text-red-600">
            {messageText(formState.errors.deliverables.message ?? '')}
          </p>
        )}
      </div>
      <div>
        <ListEditor
          label={t('common.tags')}
          kind="tag"
          items={watch('tags')}
          onChange={(tags) => setList('tags', tags)}
          addLabel={t('common.addTag')}
          placeholder={t('common.tagPlaceholder')}
          maxLength={50}
        />
        {formState.errors.tags && (
          <p className="mt-1 text-sm text-red-600">{messageText(formState.errors.tags.message ?? '')}</p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('edit.submit')}
        </Button>
      </div>
    </form>
  );
}
