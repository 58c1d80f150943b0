import { formatCount, formatDate } from '../../../shared/format';
import type { Campaign } from '../../../shared/schemas/campaign';
import { Badge, Button, Card } from '../../components/ui';
import { campaignBudget, campaignDuration, campaignStatus, collabLabel } from './campaign-format';
import { Chips } from './chips';

export type CampaignAction = 'view' | 'edit' | 'delete' | 'complete';

/** One campaign in the brand's list, with the actions its status allows (spec 2, Campaign card). */
export function CampaignCard({ campaign, onAction }: { campaign: Campaign; onAction: (action: CampaignAction, campaign: Campaign) => void }) {
  const status = campaignStatus(campaign.status);
  const completed = campaign.status === 'completed';
  return (
    <Card>
      <article aria-labelledby={`campaign-${campaign.id}`} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`campaign-${campaign.id}`} className="min-w-0 break-words text-lg font-semibold text-slate-900">
            {campaign.title}
          </h3>
          <div className="flex shrink-0 gap-1.5">
            <Badge tone="gray">{collabLabel(campaign.collab_type)}</Badge>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
        </div>
        {campaign.description && <p className="line-clamp-3 break-words text-sm text-slate-700">{campaign.description}</p>}
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-slate-500">Duration</dt>
            <dd className="font-medium">{campaignDuration(campaign.timeline)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Budget</dt>
            <dd className="font-medium">{campaignBudget(campaign.budget)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Created</dt>
            <dd className="font-medium">{formatDate(campaign.created_at)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Applications</dt>
            <dd className="font-medium">{formatCount(campaign.application_count)}</dd>
          </div>
        </dl>
        <Chips items={campaign.deliverables} label="Deliverables" />
        <Chips items={campaign.tags} label="Tags" tone="indigo" />
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <Button variant="secondary" size="sm" onClick={() => onAction('view', campaign)}>
            View Details
          </Button>
          {!completed && (
            <>
              <Button variant="secondary" size="sm" onClick={() => onAction('edit', campaign)}>
                Edit
              </Button>
              <Button variant="secondary" size="sm" className="text-red-700" onClick={() => onAction('delete', campaign)}>
                Delete
              </Button>
            </>
          )}
          {campaign.status === 'active' && (
            <Button size="sm" onClick={() => onAction('complete', campaign)}>
              Mark as Complete
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}
