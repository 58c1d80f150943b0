import { useState, type FormEvent } from 'react';
import type { Campaign } from '@shared/schemas/campaign';
import { updateCampaignInput } from '@shared/schemas/campaign';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { ListEditor } from './list-editor';
import { useBrandRefresh } from './use-brand-refresh';

type Values = {
  title: string;
  description: string;
  budget: string;
  startDate: string;
  endDate: string;
  deadline: string;
  deliverables: string[];
  tags: string[];
};
type Field = keyof Values;

const FIELD_OF: Record<string, Field> = {
  title: 'title',
  description: 'description',
  budget: 'budget',
  'timeline.start_date': 'startDate',
  'timeline.end_date': 'endDate',
  deadline: 'deadline',
  deliverables: 'deliverables',
  tags: 'tags',
};

/** A stored date or date-time as a date input's value. */
const day = (value: string | null) => (value ? value.slice(0, 10) : '');

function initialValues(c: Campaign): Values {
  return {
    title: c.title,
    description: c.description ?? '',
    budget: c.budget === null ? '' : String(c.budget),
    startDate: day(c.timeline.start_date),
    endDate: day(c.timeline.end_date),
    deadline: day(c.deadline),
    deliverables: c.deliverables,
    tags: c.tags,
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
  const [values, setValues] = useState(() => initialValues(campaign));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const paid = campaign.collab_type === 'paid';

  const set = <K extends Field>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const budgetText = values.budget.trim();
    const payload = {
      id: campaign.id,
      title: values.title,
      description: values.description,
      collab_type: campaign.collab_type,
      ...(paid ? { budget: budgetText === '' ? null : Number(budgetText) } : {}),
      timeline: { start_date: values.startDate, end_date: values.endDate },
      deadline: values.deadline,
      deliverables: values.deliverables,
      tags: values.tags,
    };
    const parsed = updateCampaignInput.safeParse(payload);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path.join('.')] ?? FIELD_OF[String(issue.path[0])];
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      toast({
        variant: 'success',
        title: 'Campaign Updated',
        description: 'Your campaign has been updated successfully.',
      });
      onClose();
      void refresh();
    } catch {
      toast({
        variant: 'error',
        title: 'Error',
        description: 'Failed to update campaign. Please try again.',
      });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField
        label="Campaign Name"
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        required
        maxLength={200}
      />
      <TextAreaField
        label="Description"
        rows={4}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      {paid ? (
        <TextField
          label="Budget (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.budget}
          onChange={(e) => set('budget', e.target.value)}
          error={errors.budget}
          hint={<p className="mt-1 text-xs text-slate-600">Leave empty for no budget.</p>}
        />
      ) : (
        <p className="text-sm text-slate-600">Barter collaboration: no budget.</p>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label="Start Date"
          type="date"
          value={values.startDate}
          onChange={(e) => set('startDate', e.target.value)}
          error={errors.startDate}
        />
        <TextField
          label="End Date"
          type="date"
          value={values.endDate}
          onChange={(e) => set('endDate', e.target.value)}
          error={errors.endDate}
        />
        <TextField
          label="Application Deadline"
          type="date"
          value={values.deadline}
          onChange={(e) => set('deadline', e.target.value)}
          error={errors.deadline}
        />
      </div>
      <div>
        <ListEditor
          label="Deliverables"
          itemName="deliverable"
          items={values.deliverables}
          onChange={(d) => set('deliverables', d)}
          addLabel="Add"
          placeholder="e.g. 1 Instagram reel"
          variant="rows"
        />
        {errors.deliverables && <p className="mt-1 text-sm text-red-600">{errors.deliverables}</p>}
      </div>
      <div>
        <ListEditor
          label="Tags"
          itemName="tag"
          items={values.tags}
          onChange={(t) => set('tags', t)}
          addLabel="Add Tag"
          placeholder="e.g. fashion"
          maxLength={50}
        />
        {errors.tags && <p className="mt-1 text-sm text-red-600">{errors.tags}</p>}
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
