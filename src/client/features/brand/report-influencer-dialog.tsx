import { useState, type FormEvent } from 'react';
import { REPORT_TYPES } from '../../../shared/enums';
import { createReportInput } from '../../../shared/schemas/report';
import { useToast } from '../../components/toast';
import { Button, Dialog, SelectField, TextAreaField } from '../../components/ui';
import { trpc } from '../../lib/trpc';

const TYPE_LABELS: Record<(typeof REPORT_TYPES)[number], string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate content',
  fake: 'Fake profile or followers',
  harassment: 'Harassment',
};
const TYPE_OPTIONS = REPORT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

export type ReportTarget = { userId: string; name: string };

/** Report Influencer: a type and a reason, checked by the shared report schema. */
export function ReportInfluencerDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Report Influencer" description={target ? `Report ${target.name} to the platform's administrators.` : undefined}>
      {target && <ReportForm key={target.userId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const toast = useToast();
  const create = trpc.reports.create.useMutation();
  const [type, setType] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ report_type?: string; reason?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReportInput.safeParse({ report_type: type, reason, reported_user_id: target.userId });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'report_type' || key === 'reason') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      toast({ variant: 'success', title: 'Report Submitted', description: 'Thank you. Our team will review your report.' });
      onClose();
    } catch {
      toast({ variant: 'error', title: 'Error', description: 'Failed to submit report. Please try again.' });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <SelectField
        label="Report Type"
        placeholder="Select a report type"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(e) => {
          setType(e.target.value);
          setErrors((x) => ({ ...x, report_type: undefined }));
        }}
        error={errors.report_type}
      />
      <TextAreaField
        label="Reason"
        rows={4}
        maxLength={1000}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setErrors((x) => ({ ...x, reason: undefined }));
        }}
        error={errors.reason}
        placeholder="Describe what happened"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={create.isPending}>
          Submit Report
        </Button>
      </div>
    </form>
  );
}
