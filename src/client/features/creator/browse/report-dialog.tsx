import { Dialog } from '@client/components/ui';
import { ReportForm, type ReportCopy } from '@client/features/reports/report-form';

/** What is being reported: a campaign, or the brand behind it. */
export type ReportTarget =
  { kind: 'campaign'; id: string; name: string } | { kind: 'brand'; id: string; name: string };

const COPY: ReportCopy = {
  typeLabel: 'Report type',
  fakeLabel: 'Fake or misleading',
  reasonPlaceholder: 'What happened?',
  submitted: { title: 'Report submitted', description: 'Thank you. Our moderators will review it.' },
  failedTitle: 'Report failed',
  actionsClassName: 'flex flex-wrap justify-end gap-2',
};

/** The Report dialog (docs/product.md#report-create): a type and a reason, checked with the shared report schema. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const what = target?.kind === 'brand' ? 'brand' : 'campaign';
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={`Report ${what}`}
      description={
        target
          ? `Tell us what is wrong with ${target.kind === 'brand' ? 'the brand' : 'the campaign'} “${target.name}”.`
          : undefined
      }
    >
      {target && (
        <ReportForm
          key={`${target.kind}:${target.id}`}
          subject={
            target.kind === 'campaign' ? { reported_campaign_id: target.id } : { reported_user_id: target.id }
          }
          copy={COPY}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
