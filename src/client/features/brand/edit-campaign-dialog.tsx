import type { Campaign, UpdateCampaignInput } from '@shared/schemas/campaign';
import { updateCampaignInput } from '@shared/schemas/campaign';
import { indiaCalendarDay as day } from '@shared/dates';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useSchemaInputForm } from '@client/lib/use-schema-form';
import { failureMessage } from '@client/lib/failure';
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
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      size="lg"
      title="Edit Campaign"
      description={campaign?.title}
    >
      {campaign && <EditForm key={campaign.id} campaign={campaign} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
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
        title: 'Campaign Updated',
        description: 'Your campaign has been updated successfully.',
      });
      onClose();
      void refresh();
    } catch (error) {
      showServerErrors(error);
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(error, 'Failed to update campaign. Please try again.'),
      });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField label="Campaign Name" {...field('title')} required maxLength={200} />
      <TextAreaField label="Description" rows={4} {...field('description')} />
      {paid ? (
        <TextField
          label="Budget (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...field('budget')}
          // The money claimed is the budget at the time of the claim (docs/product.md#funding).
          readOnly={budgetFixed}
          hint={
            <p className="mt-1 text-xs text-slate-600">
              {budgetFixed
                ? 'The budget cannot change while its funding awaits confirmation or is held.'
                : 'Leave empty for no budget.'}
            </p>
          }
        />
      ) : (
        <ProductValueField {...field('productValue')} />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label="Start Date" type="date" {...field('startDate')} />
        <TextField label="End Date" type="date" {...field('endDate')} />
        <TextField label="Application Deadline" type="date" {...field('deadline')} />
      </div>
      <RevisionRoundsField {...field('revisionRounds')} />
      <DestinationUrlField {...field('destinationUrl')} />
      <VisibilityField registration={register('visibility')} />
      <UsageRightsFields field={field} />
      <div>
        <ListEditor
          label="Deliverables"
          itemName="deliverable"
          items={watch('deliverables')}
          onChange={(d) => setList('deliverables', d)}
          addLabel="Add"
          placeholder="e.g. 1 Instagram reel"
          variant="rows"
        />
        {formState.errors.deliverables && (
          <p className="mt-1 text-sm text-red-600">{formState.errors.deliverables.message}</p>
        )}
      </div>
      <div>
        <ListEditor
          label="Tags"
          itemName="tag"
          items={watch('tags')}
          onChange={(t) => setList('tags', t)}
          addLabel="Add Tag"
          placeholder="e.g. fashion"
          maxLength={50}
        />
        {formState.errors.tags && (
          <p className="mt-1 text-sm text-red-600">{formState.errors.tags.message}</p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Update Campaign
        </Button>
      </div>
    </form>
  );
}
