import type { Ref } from 'react';
import { useCampaignTerms } from '@client/lib/campaign-terms';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const terms = useCampaignTerms();
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
            <Badge tone="gray">{terms.collab(campaign)}</Badge>
            <Badge tone={status.tone}>{status.label}</Badge>
            <FundingBadge campaign={campaign} />
            {campaign.visibility === 'invite_only' && <Badge tone="yellow">{t('card.inviteOnly')}</Badge>}
          </div>
        </div>
        {campaign.description && (
          <p className="line-clamp-3 break-words text-sm text-slate-700">{campaign.description}</p>
        )}
        <Facts
          className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4"
          valueClassName="font-medium"
          items={[
            { term: t('card.duration'), value: terms.timeline(campaign.timeline) },
            { term: t('common.budget'), value: terms.budget(campaign) },
            { term: t('card.created'), value: formatDate(campaign.created_at) },
            { term: t('common.applications'), value: formatCount(campaign.application_count) },
          ]}
        />
        <FundingMoney
          campaign={campaign}
          className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-4"
        />
        <Chips items={campaign.deliverables} label={t('common.deliverables')} />
        <Chips items={campaign.tags} label={t('common.tags')} tone="indigo" />
        {moderated && (
          <p className="text-sm text-amber-800">
            {t(`card.moderated.${campaign.status as 'flagged' | 'removed'}`)}
          </p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <Button variant="secondary" size="sm" onClick={() => onAction('view', campaign)}>
            {t('card.viewDetails')}
          </Button>
          {!locked && (
            <>
              <Button variant="secondary" size="sm" onClick={() => onAction('edit', campaign)}>
                {t('card.edit')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="text-red-700"
                onClick={() => onAction('delete', campaign)}
              >
                {t('card.delete')}
              </Button>
            </>
          )}
          <FundCampaignAction campaign={campaign} />
          {campaign.status !== 'draft' && <PerformanceAction campaign={campaign} />}
          {campaign.status === 'active' && (
            <Button size="sm" onClick={() => onAction('complete', campaign)}>
              {t('card.markComplete')}
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
