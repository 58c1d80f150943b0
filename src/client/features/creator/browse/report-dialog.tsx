import { useTranslation } from 'react-i18next';
import { Dialog } from '@client/components/ui';
import { ReportForm, type ReportCopy } from '@client/features/reports/report-form';

/** What is being reported: a campaign, or the brand behind it. */
export type ReportTarget =
  { kind: 'campaign'; id: string; name: string } | { kind: 'brand'; id: string; name: string };

/** The Report dialog (docs/product.md#report-create): a type and a reason, checked with the shared report schema. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.browse.report' });
  const copy: ReportCopy = {
    typeLabel: t('typeLabel'),
    fakeLabel: t('fakeLabel'),
    reasonPlaceholder: t('reasonPlaceholder'),
    submitted: { title: t('submitted'), description: t('submittedText') },
    failedTitle: t('failed'),
    actionsClassName: 'flex flex-wrap justify-end gap-2',
  };
  const brand = target?.kind === 'brand';
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={brand ? t('titleBrand') : t('titleCampaign')}
      description={target ? t(brand ? 'aboutBrand' : 'aboutCampaign', { name: target.name }) : undefined}
    >
      {target && (
        <ReportForm
          key={`${target.kind}:${target.id}`}
          subject={
            target.kind === 'campaign' ? { reported_campaign_id: target.id } : { reported_user_id: target.id }
          }
          copy={copy}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
