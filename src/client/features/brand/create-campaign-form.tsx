import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatRupees } from '@shared/format';
import {
  CAMPAIGN_MESSAGES,
  REQUIRED_FIELDS_SENTENCE,
  createCampaignInput,
  REVISION_ROUNDS_DEFAULT,
  type CreateCampaignInput,
} from '@shared/schemas/campaign';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Card, TextAreaField } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { keptDraft } from '@client/lib/kept-draft';
import { trpc } from '@client/lib/trpc';
import { useSchemaInputForm } from '@client/lib/use-schema-form';
import { failureMessage } from '@client/lib/failure';
import { messageText } from '@client/i18n/messages';
import { useSession } from '../session/session-provider';
import { budgetFromRange } from './budget';
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
import { NO_USAGE_RIGHTS } from '@shared/schemas/usage-rights';
import { VisibilityField } from '@client/features/invitations/visibility-field';
import type { CampaignVisibility } from '@shared/enums';
import { useBrandRefresh } from './use-brand-refresh';

type CollabType = 'barter' | 'paid';
type Values = {
  /** Which button sent the form: Save as Draft or Create Campaign. */
  status: 'draft' | 'active';
  name: string;
  collabType: CollabType;
  budgetRange: string;
  productValue: string;
  brief: string;
  startDate: string;
  endDate: string;
  deliverables: string;
  tags: string[];
  revisionRounds: string;
  visibility: CampaignVisibility;
  destinationUrl: string;
} & UsageRightsValues;
const EMPTY: Values = {
  status: 'active',
  name: '',
  collabType: 'paid',
  budgetRange: '',
  productValue: '',
  brief: '',
  startDate: '',
  endDate: '',
  deliverables: '',
  tags: [],
  revisionRounds: String(REVISION_ROUNDS_DEFAULT),
  visibility: 'public',
  destinationUrl: '',
  ...usageRightsValuesOf(NO_USAGE_RIGHTS),
};

/** A session that ends while the brand fills the form keeps what they typed for after signing in again. */
const drafts = keptDraft<Values>('create-campaign');

/** docs/product.md#campaign-create: only a signed-in brand creates a campaign. */
const authRequired = (t: TFunction<'app', 'brand'>) =>
  ({
    variant: 'error',
    title: t('create.authTitle'),
    description: t('create.authText'),
  }) as const;

/** Where a schema issue belongs on this form (the payload's keys are the server's). */
const FIELD_OF = {
  title: 'name',
  description: 'brief',
  budget: 'budgetRange',
  budget_range: 'budgetRange',
  product_value: 'productValue',
  'timeline.start_date': 'startDate',
  'timeline.end_date': 'endDate',
  deadline: 'endDate',
  deliverables: 'deliverables',
  tags: 'tags',
  revision_rounds: 'revisionRounds',
  destination_url: 'destinationUrl',
  ...USAGE_RIGHTS_FIELD_OF,
} as const;

/** The form's values as the create call's input (docs/product.md#campaign-create: name, brief, dates, budget, deliverables, tags, collabType). */
function toPayload(v: Values) {
  const paid = v.collabType === 'paid';
  return {
    status: v.status,
    title: v.name.trim(),
    description: v.brief,
    collabType: v.collabType,
    budget: paid ? budgetFromRange(v.budgetRange) : null,
    budget_range: paid ? v.budgetRange : null,
    // The schema reads the digits as whole rupees and refuses anything else (docs/product.md#barter-value).
    product_value: paid || v.productValue.trim() === '' ? null : v.productValue.trim(),
    timeline: { start_date: v.startDate, end_date: v.endDate },
    // The end date is the campaign's deadline.
    deadline: v.endDate,
    deliverables: v.deliverables,
    tags: v.tags,
    revision_rounds: v.revisionRounds,
    visibility: v.visibility,
    destination_url: v.destinationUrl,
    usage_rights: usageRightsPayload(v),
  };
}

/** Create New Campaign: saved as a draft, or created active (visible to creators). */
export function CreateCampaignForm({ onCreated }: { onCreated: (campaignId: string) => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const { user } = useSession();
  const toast = useToast();
  const refresh = useBrandRefresh();
  const create = trpc.campaigns.create.useMutation();
  const [initial] = useState(() => (user ? drafts.read(user.id, EMPTY) : EMPTY));
  useEffect(() => {
    if (user) drafts.drop(user.id);
  }, [user]);
  const { field, register, watch, setValue, getValues, reset, handleSubmit, formState, showServerErrors } =
    useSchemaInputForm<Values, CreateCampaignInput>(createCampaignInput, initial, {
      toInput: toPayload,
      fieldOf: FIELD_OF,
    });
  const status = watch('status');
  const saving = formState.isSubmitting ? status : null;

  const save = handleSubmit(
    async (input) => {
      try {
        const { campaign } = await create.mutateAsync(input);
        toast(
          input.status === 'draft'
            ? {
                variant: 'success',
                title: t('create.draftSaved'),
                description: t('create.draftSavedText'),
              }
            : {
                variant: 'success',
                title: t('create.created'),
                description: t('common.liveText'),
              },
        );
        reset(EMPTY);
        void refresh();
        onCreated(campaign.id);
      } catch (error) {
        if (user && apiError(error).status === 401) {
          drafts.keep(user.id, getValues());
          toast(authRequired(t));
          return;
        }
        showServerErrors(error);
        toast({
          variant: 'error',
          title: t('common.error'),
          description: failureMessage(error, t('create.failed')),
        });
      }
    },
    (errors) => {
      // The two "Missing Information" sentences (docs/product.md#campaign-create) are about the form as a whole.
      const whole = errors.root?.message;
      if (whole === CAMPAIGN_MESSAGES.draftNeedsTitle || whole?.startsWith(REQUIRED_FIELDS_SENTENCE)) {
        toast({ variant: 'error', title: t('create.missing'), description: messageText(whole) });
        return;
      }
      const first = Object.values(FIELD_OF)
        .map((name) => errors[name]?.message)
        .find(Boolean);
      toast({
        variant: 'error',
        title: t('create.checkForm'),
        description: messageText(first ?? whole ?? ''),
      });
    },
  );

  const submit = (next: 'draft' | 'active') => {
    if (!user) {
      toast(authRequired(t));
      return;
    }
    setValue('status', next);
    void save();
  };

  const collabType = watch('collabType');
  const parsedBudget = budgetFromRange(watch('budgetRange'));
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('create.heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('create.intro')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit('active');
        }}
        className="mt-4 space-y-4"
      >
        <TextField label={t('common.campaignName')} {...field('name')} maxLength={200} />

        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('create.collabType')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['barter', 'paid'] as const).map((type) => (
              <label key={type} className="inline-flex items-center gap-2 text-sm">
                <input type="radio" value={type} {...register('collabType')} className="h-4 w-4" />
                {type === 'barter' ? t('create.barter') : t('create.paid')}
              </label>
            ))}
          </div>
        </fieldset>

        {collabType === 'paid' && (
          <TextField
            label={t('create.budgetRange')}
            {...field('budgetRange')}
            placeholder={t('create.budgetPlaceholder')}
            maxLength={100}
            hint={
              <p className="mt-1 text-xs text-slate-600">
                {parsedBudget === null
                  ? t('create.enterAmount')
                  : t('create.budgetShared', { amount: formatRupees(parsedBudget) })}
              </p>
            }
          />
        )}
        {collabType === 'barter' && <ProductValueField {...field('productValue')} />}

        <TextAreaField
          label={t('create.brief')}
          rows={4}
          {...field('brief')}
          placeholder={t('create.briefPlaceholder')}
        />

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('common.startDate')} type="date" {...field('startDate')} />
          <TextField label={t('common.endDate')} type="date" {...field('endDate')} />
        </div>

        <TextAreaField
          label={t('create.deliverables')}
          rows={3}
          {...field('deliverables')}
          hint={t('create.deliverablesHint')}
          placeholder={t('create.deliverablesPlaceholder')}
        />

        <RevisionRoundsField {...field('revisionRounds')} />
        <DestinationUrlField {...field('destinationUrl')} />
        <VisibilityField registration={register('visibility')} />
        <UsageRightsFields field={field} />

        <div>
          <ListEditor
            label={t('common.tags')}
            kind="tag"
            items={watch('tags')}
            onChange={(tags) => setValue('tags', tags, { shouldValidate: formState.isSubmitted })}
            addLabel={t('common.addTag')}
            placeholder={t('common.tagPlaceholder')}
            maxLength={50}
          />
          {formState.errors.tags && (
            <p className="mt-1 text-sm text-red-600">{messageText(formState.errors.tags.message ?? '')}</p>
          )}
          <p className="mt-1 text-xs text-slate-600">{t('create.tagsHint')}</p>
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            loading={saving === 'draft'}
            disabled={saving !== null}
            onClick={() => void submit('draft')}
          >
            {saving === 'draft' ? t('create.saving') : t('create.saveDraft')}
          </Button>
          <Button type="submit" loading={saving === 'active'} disabled={saving !== null}>
            {saving === 'active' ? t('create.creating') : t('create.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
