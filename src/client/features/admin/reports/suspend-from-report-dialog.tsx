import { useTranslation } from 'react-i18next';
import { SUSPENSION_TYPES } from '@shared/enums';
import type { AdminReport } from '@shared/schemas/report-admin';
import { SUSPENSION_UNITS, suspendFromReportInput } from '@shared/schemas/report-admin';
import { Button, Dialog, SelectField, TextAreaField } from '@client/components/ui';
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

type Props = { report: AdminReport | null; adminNotes: string; onClose: () => void; onSuspended: () => void };

/**
 * Suspend the reported user (or the reported campaign's brand) from a report; the server resolves
 * the report in the same step. Reason required after trimming; duration a whole number from 1, 7 days by default.
 */
export function SuspendFromReportDialog({ report, adminNotes, onClose, onSuspended }: Props) {
  const { t } = useTranslation('admin', { keyPrefix: 'reports' });
  const typeOptions = SUSPENSION_TYPES.map((s) => ({ value: s, label: t(`suspend.types.${s}`) }));
  const unitOptions = SUSPENSION_UNITS.map((u) => ({ value: u, label: t(`suspend.units.${u}`) }));
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
        title: t('suspend.done'),
        description: t('suspend.doneText', { name: reportTarget(report, t).name }),
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
        title: t('error'),
        description: failureMessage(error, t('suspend.failed')),
      });
    }
  });

  return (
    <Dialog
      open={report !== null}
      onClose={close}
      title={t('suspend.title')}
      description={
        report
          ? t('suspend.description', {
              name: reportTarget(report, t).name,
              type: t(`typesInText.${report.report_type}`),
            })
          : undefined
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <TextAreaField label={t('suspend.reason')} rows={3} maxLength={1000} {...field('reason')} />
        <SelectField label={t('suspend.type')} options={typeOptions} {...field('suspension_type')} />
        {type !== 'permanent' && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('suspend.duration')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              // A permanent suspension has no duration: hidden, it leaves the values and the schema's default stands.
              {...register('duration', { valueAsNumber: true, shouldUnregister: true })}
              error={field('duration').error}
            />
            <SelectField label={t('suspend.unit')} options={unitOptions} {...field('unit')} />
          </div>
        )}
        <p className="text-xs text-slate-500">
          {type === 'permanent'
            ? t('suspend.permanentHint')
            : type === 'warning'
              ? t('suspend.warningHint')
              : t('suspend.temporaryHint')}
        </p>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-3">
          <Button variant="secondary" onClick={close}>
            {t('suspend.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={suspend.isPending}>
            {t('suspend.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
