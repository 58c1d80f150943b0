import { useState } from 'react';
import { SUSPENSION_TYPES } from '@shared/enums';
import type { AdminReport } from '@shared/schemas/report-admin';
import { SUSPENSION_UNITS, suspendFromReportInput } from '@shared/schemas/report-admin';
import { Button, Dialog, SelectField, TextAreaField, statusLabel } from '@client/components/ui';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { reportTarget } from './report-labels';

type SuspensionType = (typeof SUSPENSION_TYPES)[number];
type Unit = (typeof SUSPENSION_UNITS)[number];

const formSchema = suspendFromReportInput.pick({
  reason: true,
  suspension_type: true,
  duration: true,
  unit: true,
});
type Errors = Partial<Record<'reason' | 'duration', string>>;

const TYPE_OPTIONS = SUSPENSION_TYPES.map((t) => ({ value: t, label: statusLabel(t) }));
const UNIT_OPTIONS = SUSPENSION_UNITS.map((u) => ({ value: u, label: statusLabel(u) }));

type Props = { report: AdminReport | null; adminNotes: string; onClose: () => void; onSuspended: () => void };

/**
 * Suspend the reported user (or the reported campaign's brand) from a report; the server resolves
 * the report in the same step. Reason required after trimming; duration a whole number from 1, 7 days by default.
 */
export function SuspendFromReportDialog({ report, adminNotes, onClose, onSuspended }: Props) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const [type, setType] = useState<SuspensionType>('temporary');
  const [duration, setDuration] = useState('7');
  const [unit, setUnit] = useState<Unit>('days');
  const [errors, setErrors] = useState<Errors>({});
  const suspend = trpc.reports.suspendUser.useMutation();

  const reset = () => {
    setReason('');
    setType('temporary');
    setDuration('7');
    setUnit('days');
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!report) return;
    const parsed = formSchema.safeParse({
      reason,
      suspension_type: type,
      duration: duration.trim() === '' ? Number.NaN : Number(duration),
      unit,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'reason' || key === 'duration') && !next[key]) next[key] = issue.message;
      }
      // A permanent suspension has no duration, so only the reason can stop it.
      if (type === 'permanent') delete next.duration;
      if (Object.keys(next).length > 0) {
        setErrors(next);
        return;
      }
    }
    try {
      await suspend.mutateAsync({
        id: report.id,
        reason: reason.trim(),
        suspension_type: type,
        ...(type === 'permanent' ? {} : { duration: Number(duration), unit }),
        admin_notes: adminNotes.trim() || undefined,
      });
      toast({
        variant: 'success',
        title: 'User suspended',
        description: `${reportTarget(report).name}: suspended, and the report is resolved.`,
      });
      void utils.reports.invalidate();
      void utils.suspensions.invalidate();
      void utils.adminUsers.invalidate();
      void utils.adminDirectory.invalidate();
      reset();
      onSuspended();
    } catch {
      toast({ variant: 'error', title: 'Error', description: 'Failed to suspend user.' });
    }
  };

  return (
    <Dialog
      open={report !== null}
      onClose={close}
      title="Suspend User"
      description={
        report
          ? `Suspend ${reportTarget(report).name} over this ${statusLabel(report.report_type).toLowerCase()} report.`
          : undefined
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={1000}
          value={reason}
          error={errors.reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((x) => ({ ...x, reason: undefined }));
          }}
        />
        <SelectField
          label="Suspension type"
          value={type}
          options={TYPE_OPTIONS}
          onChange={(e) => setType(e.target.value as SuspensionType)}
        />
        {type !== 'permanent' && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Duration"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={duration}
              error={errors.duration}
              onChange={(e) => {
                setDuration(e.target.value);
                setErrors((x) => ({ ...x, duration: undefined }));
              }}
            />
            <SelectField
              label="Unit"
              value={unit}
              options={UNIT_OPTIONS}
              onChange={(e) => setUnit(e.target.value as Unit)}
            />
          </div>
        )}
        <p className="text-xs text-slate-500">
          {type === 'permanent'
            ? 'A permanent suspension never ends by itself.'
            : type === 'warning'
              ? 'A warning is recorded but does not block sign-in.'
              : 'A week is 7 days and a month 30 days. The user is signed out at once.'}
        </p>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={suspend.isPending}>
            Suspend User
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
