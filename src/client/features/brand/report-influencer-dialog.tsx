import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Dialog } from '@client/components/ui';
import { ReportForm, type ReportCopy } from '../reports/report-form';

export type ReportTarget = { userId: string; name: string };

const copyOf = (t: TFunction<'app', 'brand'>): ReportCopy => ({
  typeLabel: t('report.typeLabel'),
  fakeLabel: t('report.fakeLabel'),
  reasonPlaceholder: t('report.reasonPlaceholder'),
  submitted: { title: t('report.submitted'), description: t('report.submittedText') },
  failedTitle: t('common.error'),
  actionsClassName: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
});

/** Report Influencer: a type and a reason, checked by the shared report schema. */
export function ReportInfluencerDialog({
  target,
  onClose,
}: {
  target: ReportTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('common.reportInfluencer')}
      description={target ? t('report.description', { name: target.name }) : undefined}
    >
      {target && (
        <ReportForm
          key={target.userId}
          subject={{ reported_user_id: target.userId }}
          copy={copyOf(t)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
