import { SUSPENSION_TYPES } from '@shared/enums';
import type { AdminReport } from '@shared/schemas/report-admin';
import { SUSPENSION_UNITS, suspendFromReportInput } from '@shared/schemas/report-admin';
import { Button, Dialog, SelectField, TextAreaField, statusLabel } from '@client/components/ui';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { failureMessage } from '@client/lib/failure';
import { reportTarget } from './report-labels';

const formSchema = suspendFromReportInput.pick({
  reason: true,
  suspension_type: true,
  duration: true,
  unit: true,
});
const DEFAULTS = { reason: '', suspension_type: 'temporary', duration: 7, unit: 'days' } as const;

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
  const { field, register, watch, reset, handleSubmit } = useSchemaForm(formSchema, { ...DEFAULTS });
  const type = watch('suspension_type');
  const suspend = trpc.reports.suspendUser.useMutation();

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async ({ reason, suspension_type, duration, unit }) => {
    if (!report) return;
    try {
      await suspend.mutateAsync({
        id: report.id,
        reason,
        suspension_type,
        ...(suspension_type === 'permanent' ? {} : { duration, unit }),
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
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(error, 'Failed to suspend user.'),
      });
    }
  });

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
        <TextAreaField label="Reason" rows={3} maxLength={1000} {...field('reason')} />
        <SelectField label="Suspension type" options={TYPE_OPTIONS} {...field('suspension_type')} />
        {type !== 'permanent' && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Duration"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              // A permanent suspension has no duration: hidden, it leaves the values and the schema's default stands.
              {...register('duration', { valueAsNumber: true, shouldUnregister: true })}
              error={field('duration').error}
            />
            <SelectField label="Unit" options={UNIT_OPTIONS} {...field('unit')} />
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
