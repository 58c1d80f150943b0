import { usageRightsSummary } from '@shared/schemas/usage-rights';
import { budgetLabel, collabLabel, timelineLabel } from '@shared/campaign-terms';
import type { ReactNode } from 'react';
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
  const toast = useToast();
  const refresh = useBrandRefresh();
  const publish = trpc.campaigns.update.useMutation();
  const now = useNow();

  const onPublish = async (c: Campaign) => {
    try {
      await publish.mutateAsync({ id: c.id, status: 'active' });
      toast({
        variant: 'success',
        title: 'Campaign Published!',
        description: 'Your campaign is now live and visible to creators.',
      });
      onClose();
      void refresh();
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Error Publishing Campaign',
        description: failureMessage(error, 'There was an error publishing your campaign. Please try again.'),
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
            Close
          </Button>
          {campaign && <FundCampaignAction campaign={campaign} size="md" />}
          {campaign?.status === 'draft' && (
            <Button loading={publish.isPending} onClick={() => void onPublish(campaign)}>
              Publish Campaign
            </Button>
          )}
        </>
      }
    >
      {campaign && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{status.label}</Badge>
            <Badge tone="gray">{collabLabel(campaign)}</Badge>
            <FundingBadge campaign={campaign} />
            <span className="text-sm text-slate-600">Created {formatDateTime(campaign.created_at)}</span>
          </div>
          <dl className="mt-3 divide-y divide-slate-100">
            <Row label="Description">{campaign.description || 'No description'}</Row>
            <Row label="Budget">
              {budgetLabel(campaign)}
              {campaign.budget_range &&
                ![String(campaign.budget), budgetLabel(campaign)].includes(campaign.budget_range.trim()) && (
                  <span className="text-slate-600"> ({campaign.budget_range})</span>
                )}
            </Row>
            {campaign.collab_type === 'barter' && campaign.product_value !== null && (
              <Row label="Product value">{formatRupees(campaign.product_value)}</Row>
            )}
            <Row label="Timeline">{timelineLabel(campaign.timeline)}</Row>
            <Row label="Deadline">
              {campaign.deadline ? formatDate(campaign.deadline) : 'Not specified'}
              {/* Creators can no longer apply (docs/product.md#deadlines). */}
              {deadlinePassed(campaign.deadline, now) && (
                <span className="text-slate-600"> · Applications closed</span>
              )}
            </Row>
            <Row label="Applications">{campaign.application_count}</Row>
            <Row label="Revision rounds">{campaign.revision_rounds}</Row>
            <Row label="Usage rights">{usageRightsSummary(campaign.usage_rights)}</Row>
            <Row label="Deliverables">
              {campaign.deliverables.length > 0 ? (
                <ul className="list-disc space-y-1 pl-5">
                  {campaign.deliverables.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              ) : (
                'None listed'
              )}
            </Row>
            <Row label="Tags">
              {campaign.tags.length > 0 ? <Chips items={campaign.tags} label="Tags" tone="indigo" /> : 'None'}
            </Row>
          </dl>
        </>
      )}
    </Dialog>
  );
}
