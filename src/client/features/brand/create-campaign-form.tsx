import { useState, type FormEvent } from 'react';
import { formatRupees } from '@shared/format';
import { CAMPAIGN_MESSAGES, createCampaignInput } from '@shared/schemas/campaign';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Card, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { fieldBinder } from '@client/lib/use-zod-form';
import { useSession } from '../session/session-provider';
import { budgetFromRange } from './budget';
import { ListEditor } from './list-editor';
import { useBrandRefresh } from './use-brand-refresh';

type CollabType = 'barter' | 'paid';
type Values = {
  name: string;
  collabType: CollabType;
  budgetRange: string;
  brief: string;
  startDate: string;
  endDate: string;
  deliverables: string;
  tags: string[];
};
type Field = keyof Values;

const EMPTY: Values = {
  name: '',
  collabType: 'paid',
  budgetRange: '',
  brief: '',
  startDate: '',
  endDate: '',
  deliverables: '',
  tags: [],
};

/** Where a schema issue belongs on this form (the payload's keys are the server's). */
const FIELD_OF: Record<string, Field> = {
  title: 'name',
  description: 'brief',
  budget: 'budgetRange',
  budget_range: 'budgetRange',
  'timeline.start_date': 'startDate',
  'timeline.end_date': 'endDate',
  deadline: 'endDate',
  deliverables: 'deliverables',
  tags: 'tags',
};

/** The form's values as the create call's input (name, brief, dates, budget, deliverables, tags, collabType). */
function toPayload(v: Values, status: 'draft' | 'active') {
  const paid = v.collabType === 'paid';
  return {
    status,
    title: v.name.trim(),
    description: v.brief,
    collabType: v.collabType,
    budget: paid ? budgetFromRange(v.budgetRange) : null,
    budget_range: paid ? v.budgetRange : null,
    timeline: { start_date: v.startDate, end_date: v.endDate },
    // The end date is the campaign's deadline.
    deadline: v.endDate,
    deliverables: v.deliverables,
    tags: v.tags,
  };
}

/** Create New Campaign: saved as a draft, or created active (visible to creators). */
export function CreateCampaignForm({ onCreated }: { onCreated: () => void }) {
  const { user } = useSession();
  const toast = useToast();
  const refresh = useBrandRefresh();
  const create = trpc.campaigns.create.useMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState<'draft' | 'active' | null>(null);

  const set = <K extends Field>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const field = fieldBinder(values, errors, set);

  const submit = async (status: 'draft' | 'active') => {
    if (!user) {
      toast({
        variant: 'error',
        title: 'Authentication Required',
        description: 'Please log in to create a campaign.',
      });
      return;
    }
    const parsed = createCampaignInput.safeParse(toPayload(values, status));
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const message = issue.message;
        if (
          message === CAMPAIGN_MESSAGES.draftNeedsTitle ||
          message === CAMPAIGN_MESSAGES.activeNeedsFields
        ) {
          toast({ variant: 'error', title: 'Missing Information', description: message });
          return;
        }
        const field = FIELD_OF[issue.path.join('.')] ?? FIELD_OF[String(issue.path[0])];
        if (field && !fieldErrors[field]) fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      toast({
        variant: 'error',
        title: 'Please check the form',
        description: Object.values(fieldErrors)[0] ?? parsed.error.issues[0]!.message,
      });
      return;
    }
    setSaving(status);
    try {
      await create.mutateAsync(parsed.data);
      toast(
        status === 'draft'
          ? {
              variant: 'success',
              title: 'Draft Saved!',
              description: 'Your campaign has been saved as a draft.',
            }
          : {
              variant: 'success',
              title: 'Campaign Created!',
              description: 'Your campaign is now live and visible to creators.',
            },
      );
      setValues(EMPTY);
      setErrors({});
      void refresh();
      onCreated();
    } catch {
      toast({
        variant: 'error',
        title: 'Error',
        description: 'Failed to create campaign. Please try again.',
      });
    } finally {
      setSaving(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('active');
  };

  const parsedBudget = budgetFromRange(values.budgetRange);
  return (
    <Card>
      <h2 className="text-lg font-semibold">Create New Campaign</h2>
      <p className="mt-1 text-sm text-slate-600">
        A draft needs only a name; to create the campaign, give it a name and a brief.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <TextField label="Campaign Name" {...field('name')} maxLength={200} />

        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Type of Collaboration</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['barter', 'paid'] as const).map((type) => (
              <label key={type} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="collab-type"
                  value={type}
                  checked={values.collabType === type}
                  onChange={() => set('collabType', type)}
                  className="h-4 w-4"
                />
                {type === 'barter' ? 'Barter (products or services)' : 'Paid'}
              </label>
            ))}
          </div>
        </fieldset>

        {values.collabType === 'paid' && (
          <TextField
            label="Budget Range"
            {...field('budgetRange')}
            placeholder="e.g. ₹50,000"
            maxLength={100}
            hint={
              <p className="mt-1 text-xs text-slate-600">
                {parsedBudget === null
                  ? 'Enter an amount in rupees.'
                  : `Budget to be shared among participants: ${formatRupees(parsedBudget)}`}
              </p>
            }
          />
        )}

        <TextAreaField
          label="Campaign Brief"
          rows={4}
          {...field('brief')}
          placeholder="What is the campaign about, and what do you expect from creators?"
        />

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Start Date" type="date" {...field('startDate')} />
          <TextField label="End Date" type="date" {...field('endDate')} />
        </div>

        <TextAreaField
          label="Expected Deliverables"
          rows={3}
          {...field('deliverables')}
          hint="One deliverable per line."
          placeholder={'1 Instagram reel\n2 stories'}
        />

        <div>
          <ListEditor
            label="Tags"
            itemName="tag"
            items={values.tags}
            onChange={(tags) => set('tags', tags)}
            addLabel="Add Tag"
            placeholder="e.g. fashion"
            maxLength={50}
          />
          {errors.tags && <p className="mt-1 text-sm text-red-600">{errors.tags}</p>}
          <p className="mt-1 text-xs text-slate-600">
            Press Enter or Add Tag to add; select a tag to remove it.
          </p>
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            loading={saving === 'draft'}
            disabled={saving !== null}
            onClick={() => void submit('draft')}
          >
            {saving === 'draft' ? 'Saving…' : 'Save as Draft'}
          </Button>
          <Button type="submit" loading={saving === 'active'} disabled={saving !== null}>
            {saving === 'active' ? 'Creating…' : 'Create Campaign'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
