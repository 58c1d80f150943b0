import { budgetLabel } from '@shared/campaign-terms';
import { useCampaignTerms } from '@client/lib/campaign-terms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@shared/dates';
import { formatRupees } from '@shared/format';
import { deadlinePassed } from '@shared/india-time';
import type { Campaign } from '@shared/schemas/campaign';
import { useToast } from '@client/components/toast';
import { Badge, Button, Dialog } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useNow } from '@client/lib/use-now';
import { failureMessage } from '@client/lib/failure';
import { campaignStatus } from './campaign-format';
import { Chips } from './chips';
import { FundCampaignAction } from './fund-campaign-dialog';
import { FundingBadge } from './funding-status';
import { useBrandRefresh } from './use-brand-refresh';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** Everything about one campaign, and Publish Campaign for a draft. */
export function CampaignDetailDialog({
  campaign,
  onClose,
}: {
  campaign: Campaign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const terms = useCampaignTerms();
  const toast = useToast();
  const refresh = useBrandRefresh();
  const publish = trpc.campaigns.update.useMutation();
  const now = useNow();

  const onPublish = async (c: Campaign) => {
    try {
      await publish.mutateAsync({ id: c.id, status: 'active' });
      toast({
        variant: 'success',
        title: t('detail.published'),
        description: t('common.liveText'),
      });
      onClose();
      void refresh();
    } catch (error) {
      toast({
        variant: 'error',
        title: t('detail.publishError'),
        description: failureMessage(error, t('detail.publishErrorText')),
      });
    }
  };

  const status = campaignStatus(campaign?.status);
  return (
    <Dialog
      open={campaign !== null}
      onClose={onClose}
      size="lg"
      title={campaign?.title ?? ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          {campaign && <FundCampaignAction campaign={campaign} size="md" />}
          {campaign?.status === 'draft' && (
            <Button loading={publish.isPending} onClick={() => void onPublish(campaign)}>
              {t('detail.publish')}
            </Button>
          )}
        </>
      }
    >
      {campaign && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{status.label}</Badge>
            <Badge tone="gray">{terms.collab(campaign)}</Badge>
            <FundingBadge campaign={campaign} />
            <span className="text-sm text-slate-600">
              {t('detail.created', { date: formatDateTime(campaign.created_at) })}
            </span>
          </div>
          <dl className="mt-3 divide-y divide-slate-100">
            <Row label={t('detail.description')}>{campaign.description || t('detail.noDescription')}</Row>
            <Row label={t('common.budget')}>
              {terms.budget(campaign)}
              {campaign.budget_range &&
                ![String(campaign.budget), budgetLabel(campaign)].includes(campaign.budget_range.trim()) && (
                  <span className="text-slate-600"> ({campaign.budget_range})</span>
                )}
            </Row>
            {campaign.collab_type === 'barter' && campaign.product_value !== null && (
              <Row label={t('detail.productValue')}>{formatRupees(campaign.product_value)}</Row>
            )}
            <Row label={t('detail.timeline')}>{terms.timeline(campaign.timeline)}</Row>
            <Row label={t('detail.deadline')}>
              {campaign.deadline ? formatDate(campaign.deadline) : t('detail.notSpecified')}
              {/* Creators can no longer apply (docs/product.md#deadlines). */}
              {deadlinePassed(campaign.deadline, now) && (
                <span className="text-slate-600"> · {t('detail.applicationsClosed')}</span>
              )}
            </Row>
            <Row label={t('common.applications')}>{campaign.application_count}</Row>
            <Row label={t('detail.revisionRounds')}>{campaign.revision_rounds}</Row>
            <Row label={t('detail.usageRights')}>{terms.usageRights(campaign.usage_rights)}</Row>
            <Row label={t('common.deliverables')}>
              {campaign.deliverables.length > 0 ? (
                <ul className="list-disc space-y-1 pl-5">
                  {campaign.deliverables.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              ) : (
                t('detail.noneListed')
              )}
            </Row>
            <Row label={t('common.tags')}>
              {campaign.tags.length > 0 ? (
                <Chips items={campaign.tags} label={t('common.tags')} tone="indigo" />
              ) : (
                t('detail.none')
              )}
            </Row>
          </dl>
        </>
      )}
    </Dialog>
  );
}
