import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReport } from '@shared/schemas/report-admin';
import { formatAdminDateTime } from '@shared/dates';
import { Badge, Button, Dialog, TextAreaField, statusTone } from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { useResetOnChange } from '@client/lib/use-reset-on-change';
import { failureMessage } from '@client/lib/failure';
import { Detail, DetailSection } from '../shared/detail-list';
import { reportTarget } from './report-labels';
import { SuspendFromReportDialog } from './suspend-from-report-dialog';

type Props = { report: AdminReport | null; onClose: () => void };

/** Review a report: read it, write notes, then Suspend User, Dismiss or Resolve. */
export function ReportReviewDialog({ report, onClose }: Props) {
  const { t } = useTranslation('admin', { keyPrefix: 'reports' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const [notes, setNotes] = useState(report?.admin_notes ?? '');
  const [suspending, setSuspending] = useState(false);
  const update = trpc.reports.update.useMutation();

  useResetOnChange(JSON.stringify([report?.id, report?.admin_notes]), () =>
    setNotes(report?.admin_notes ?? ''),
  );

  const decide = async (status: 'resolved' | 'dismissed') => {
    if (!report) return;
    try {
      await update.mutateAsync({ id: report.id, status, admin_notes: notes.trim() || undefined });
      toast({
        variant: 'success',
        title: t('dialog.updated'),
        description: t('dialog.updatedText', { status: t(`statusesInText.${status}`) }),
      });
      void utils.reports.invalidate();
      onClose();
    } catch (error) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(error, t('dialog.updateFailed')),
      });
    }
  };

  const target = report ? reportTarget(report, t) : null;
  const busy = update.isPending;
  return (
    <>
      <Dialog
        open={report !== null && !suspending}
        onClose={onClose}
        size="lg"
        title={t('dialog.title')}
        description={
          report ? (
            <span className="flex flex-wrap gap-2">
              <Badge tone="indigo">{t(`types.${report.report_type}`)}</Badge>
              <Badge tone={statusTone(report.status)}>{t(`statuses.${report.status}`)}</Badge>
            </span>
          ) : undefined
        }
        footer={
          report && (
            <>
              <Button
                variant="danger"
                onClick={() => setSuspending(true)}
                disabled={busy || target?.kind === 'nothing'}
              >
                {t('dialog.suspendUser')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void decide('dismissed')}
                disabled={busy || report.status === 'dismissed'}
              >
                {t('dialog.dismiss')}
              </Button>
              <Button
                onClick={() => void decide('resolved')}
                disabled={busy || report.status === 'resolved'}
                loading={busy && update.variables?.status === 'resolved'}
              >
                {t('dialog.resolve')}
              </Button>
            </>
          )
        }
      >
        {report && target && (
          <div className="space-y-4">
            <DetailSection title={t('dialog.report')}>
              <Detail label={t('dialog.reporter')}>
                {report.reporter_name}
                <span className="block text-xs text-slate-500">{report.reporter_email}</span>
              </Detail>
              <Detail label={t(`reportedLabel.${target.kind}`)}>
                {target.name}
                {target.detail && <span className="block text-xs text-slate-500">{target.detail}</span>}
              </Detail>
              <Detail label={t('dialog.filed')}>{formatAdminDateTime(report.created_at)}</Detail>
              <Detail label={t('dialog.resolved')}>
                {report.resolved_at ? formatAdminDateTime(report.resolved_at) : t('dialog.notYet')}
              </Detail>
              <Detail label={t('dialog.reason')} wide>
                <span className="whitespace-pre-line">{report.reason}</span>
              </Detail>
            </DetailSection>
            <TextAreaField
              label={t('dialog.adminNotes')}
              rows={3}
              maxLength={1000}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
        )}
      </Dialog>
      <SuspendFromReportDialog
        report={suspending ? report : null}
        adminNotes={notes}
        onClose={() => setSuspending(false)}
        onSuspended={() => {
          setSuspending(false);
          onClose();
        }}
      />
    </>
  );
}
