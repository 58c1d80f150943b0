import { Dialog } from '@client/components/ui';
import { ReportForm, type ReportCopy } from '../reports/report-form';

export type ReportTarget = { userId: string; name: string };

const COPY: ReportCopy = {
  typeLabel: 'Report Type',
  fakeLabel: 'Fake profile or followers',
  reasonPlaceholder: 'Describe what happened',
  submitted: { title: 'Report Submitted', description: 'Thank you. Our team will review your report.' },
  failedTitle: 'Error',
  actionsClassName: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
};

/** Report Influencer: a type and a reason, checked by the shared report schema. */
export function ReportInfluencerDialog({
  target,
  onClose,
}: {
  target: ReportTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title="Report Influencer"
      description={target ? `Report ${target.name} to the platform's administrators.` : undefined}
    >
      {target && (
        <ReportForm
          key={target.userId}
          subject={{ reported_user_id: target.userId }}
          copy={COPY}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
