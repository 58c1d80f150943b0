import type { Ref } from 'react';
import { budgetLabel, collabLabel, timelineLabel } from '@shared/campaign-terms';
import { MODERATED_CAMPAIGN_STATUSES } from '@shared/enums';
import { formatCount } from '@shared/format';
import { formatDate } from '@shared/dates';
import type { Campaign } from '@shared/schemas/campaign';
import { Badge, Button, Card, Facts } from '@client/components/ui';
import { campaignStatus } from './campaign-format';
import { Chips } from './chips';
import { FundCampaignAction } from './fund-campaign-dialog';
import { FundingMoney } from './funding-money';
import { FundingBadge } from './funding-status';
import { CampaignInvitations } from '@client/features/invitations/campaign-invitations';
import { PerformanceAction } from '@client/features/tracking/performance-dialog';

export type CampaignAction = 'view' | 'edit' | 'delete' | 'complete';

/** One campaign in the brand's list, with the actions its status allows (docs/product.md#campaign-edit). */
export function CampaignCard({
  campaign,
  onAction,
  titleRef,
}: {
  campaign: Campaign;
  onAction: (action: CampaignAction, campaign: Campaign) => void;
  /** Given to the title, which can take focus (the campaign just created). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const status = campaignStatus(campaign.status);
  const moderated = MODERATED_CAMPAIGN_STATUSES.includes(campaign.status);
  const locked = campaign.status === 'completed' || moderated;
  return (
    <Card>
      <article aria-labelledby={`campaign-${campaign.id}`} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={`campaign-${campaign.id}`}
            ref={titleRef}
            tabIndex={-1}
            className="min-w-0 break-words text-lg font-semibold text-slate-900"
          >
            {campaign.title}
          </h3>
          <div className="flex shrink-0 flex-wrap gap-1.5">
            <Badge tone="gray">{collabLabel(campaign)}</Badge>
            <Badge tone={status.tone}>{status.label}</Badge>
            <FundingBadge campaign={campaign} />
            {campaign.visibility === 'invite_only' && <Badge tone="yellow">Invite only</Badge>}
          </div>
        </div>
        {campaign.description && (
          <p className="line-clamp-3 break-words text-sm text-slate-700">{campaign.description}</p>
        )}
        <Facts
          className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4"
          valueClassName="font-medium"
          items={[
            { term: 'Duration', value: timelineLabel(campaign.timeline) },
            { term: 'Budget', value: budgetLabel(campaign) },
            { term: 'Created', value: formatDate(campaign.created_at) },
            { term: 'Applications', value: formatCount(campaign.application_count) },
          ]}
        />
        <FundingMoney
          campaign={campaign}
          className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-4"
        />
        <Chips items={campaign.deliverables} label="Deliverables" />
        <Chips items={campaign.tags} label="Tags" tone="indigo" />
        {moderated && (
          <p className="text-sm text-amber-800">
            Moderators have {campaign.status} this campaign, so it cannot be edited or deleted. Contact
            support if you think this is a mistake.
          </p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <Button variant="secondary" size="sm" onClick={() => onAction('view', campaign)}>
            View Details
          </Button>
          {!locked && (
            <>
              <Button variant="secondary" size="sm" onClick={() => onAction('edit', campaign)}>
                Edit
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="text-red-700"
                onClick={() => onAction('delete', campaign)}
              >
                Delete
              </Button>
            </>
          )}
          <FundCampaignAction campaign={campaign} />
          {campaign.status !== 'draft' && <PerformanceAction campaign={campaign} />}
          {campaign.status === 'active' && (
            <Button size="sm" onClick={() => onAction('complete', campaign)}>
              Mark as Complete
            </Button>
          )}
        </div>
        {/* Invitations go to an active campaign; an invite-only one keeps showing who was asked. */}
        {campaign.status !== 'draft' &&
          (campaign.status === 'active' || campaign.visibility === 'invite_only') && (
            <CampaignInvitations campaign={campaign} />
          )}
      </article>
    </Card>
  );
}
