import { useEffect, useState, type FormEvent } from 'react';
import { REPORT_TYPES } from '../../../../shared/enums';
import { createReportInput } from '../../../../shared/schemas/report';
import { useToast } from '../../../components/toast';
import { Button, Dialog, SelectField, TextAreaField } from '../../../components/ui';
import { trpc } from '../../../lib/trpc';

/** What is being reported: a campaign, or the brand behind it. */
export type ReportTarget = { kind: 'campaign'; id: string; name: string } | { kind: 'brand'; id: string; name: string };

const TYPE_LABELS: Record<(typeof REPORT_TYPES)[number], string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate content',
  fake: 'Fake or misleading',
  harassment: 'Harassment',
};
const TYPE_OPTIONS = REPORT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

type Errors = { report_type?: string; reason?: string };

/** The Report dialog of spec 1: a type and a reason, checked with the shared report schema. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const toast = useToast();
  const [type, setType] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const report = trpc.reports.create.useMutation();

  // A new target starts from an empty form.
  useEffect(() => {
    setType('');
    setReason('');
    setErrors({});
  }, [target?.kind, target?.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const parsed = createReportInput.safeParse({
      report_type: type,
      reason,
      ...(target.kind === 'campaign' ? { reported_campaign_id: target.id } : { reported_user_id: target.id }),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'report_type' || key === 'reason') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      await report.mutateAsync(parsed.data);
      toast({ variant: 'success', title: 'Report submitted', description: 'Thank you. Our moderators will review it.' });
      onClose();
    } catch {
      toast({ variant: 'error', title: 'Report failed', description: 'Failed to submit report. Please try again.' });
    }
  };

  const what = target?.kind === 'brand' ? 'brand' : 'campaign';
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={`Report ${what}`}
      description={
        target ? `Tell us what is wrong with ${target.kind === 'brand' ? 'the brand' : 'the campaign'} “${target.name}”.` : undefined
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <SelectField
          label="Report type"
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setErrors((v) => ({ ...v, report_type: undefined }));
          }}
          options={TYPE_OPTIONS}
          placeholder="Select a report type"
          error={errors.report_type}
        />
        <TextAreaField
          label="Reason"
          rows={4}
          maxLength={1000}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((v) => ({ ...v, reason: undefined }));
          }}
          placeholder="What happened?"
          error={errors.reason}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={report.isPending}>
            Submit Report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
