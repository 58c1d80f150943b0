import { isPaidDeal } from '@shared/campaign-terms';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { abbreviateCount, formatRupees } from '@shared/format';
import { formatDate } from '@shared/dates';
import type { Application } from '@shared/schemas/application';
import { atHandle } from '@shared/social-handles';
import {
  Button,
  Card,
  EmptyState,
  LoadFailed,
  Pager,
  SelectField,
  SkeletonList,
} from '@client/components/ui';
import { SocialLink } from '@client/components/social-link';
import { MessageLink } from '@client/features/conversations/message-link';
import { DealSection } from '@client/features/deals/deal-section';
import { trpc } from '@client/lib/trpc';
import { usePaging } from '@client/lib/use-paging';
import { UserAvatar } from '@client/components/user-avatar';
import { Chips } from './chips';
import { SubmittedWorkDialog } from './submitted-work-dialog';

const PAGE_SIZE = 20;

/** The work state line of a participant card (Campaign Participants panel): its key. */
const workStateKey = (status: Application['work_status']) => status ?? 'none';

const workStateClass = (status: Application['work_status']) =>
  status === 'approved'
    ? 'text-green-700'
    : status === 'pending'
      ? 'text-amber-800'
      : status === 'rejected'
        ? 'text-red-700'
        : 'text-slate-600';

type Props = { onViewProfile: (a: Application) => void };

/** Influencer Management's Campaign Management: pick a campaign with accepted participants, then see them. */
export function CampaignParticipants({ onViewProfile }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const list = trpc.applications.participantCampaigns.useQuery();
  const campaigns = list.data?.campaigns ?? [];
  const [selected, setSelected] = useState('');
  const campaignId = campaigns.some((c) => c.id === selected) ? selected : '';

  if (list.isPending) return <SkeletonList count={2} />;
  if (list.isError) {
    return <LoadFailed title={t('participants.loadCampaignsFailed')} onRetry={list.refetch} />;
  }
  if (campaigns.length === 0) {
    return <EmptyState title={t('participants.noCampaigns')} />;
  }
  return (
    <div className="space-y-4">
      <SelectField
        label={t('participants.select')}
        className="sm:max-w-md"
        placeholder={t('participants.selectPlaceholder')}
        options={campaigns.map((c) => ({
          value: c.id,
          label: t('participants.option', { title: c.title, count: c.participant_count }),
        }))}
        value={campaignId}
        onChange={(e) => setSelected(e.target.value)}
      />
      {campaignId && (
        <ParticipantsPanel key={campaignId} campaignId={campaignId} onViewProfile={onViewProfile} />
      )}
    </div>
  );
}

function ParticipantsPanel({
  campaignId,
  onViewProfile,
}: {
  campaignId: string;
  onViewProfile: (a: Application) => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const paging = usePaging(campaignId, PAGE_SIZE);
  const list = trpc.applications.participants.useQuery(
    { id: campaignId, limit: PAGE_SIZE, offset: paging.offset },
    { placeholderData: keepPreviousData },
  );
  const [reviewing, setReviewing] = useState<Application | null>(null);

  if (list.isPending) return <SkeletonList count={2} />;
  if (list.isError) {
    return <LoadFailed title={t('participants.loadFailed')} onRetry={list.refetch} />;
  }

  const { applications: participants, total, approved, deals } = list.data;
  const first = participants[0];
  const barter = first
    ? !isPaidDeal({ collab_type: first.campaign_collab_type, budget: first.campaign_budget })
    : false;

  return (
    <section aria-labelledby="participants-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="participants-heading" className="text-lg font-semibold">
          {t('participants.heading')}
        </h3>
        <p className="text-sm text-slate-700">{t('participants.summary', { count: total, approved })}</p>
      </div>
      {participants.length === 0 ? (
        <EmptyState title={t('participants.none')} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {participants.map((p) => (
            <li key={p.id}>
              <Card className="h-full">
                <article aria-label={p.creator_name} className="space-y-3">
                  <div className="flex items-start gap-3">
                    <UserAvatar name={p.creator_name} src={p.creator_avatar} />
                    <div className="min-w-0 flex-1">
                      <p className="break-words font-semibold">{p.creator_name}</p>
                      <p className="text-sm text-slate-600">
                        {p.follower_count > 0
                          ? t('common.followers', { followers: abbreviateCount(p.follower_count) })
                          : t('common.noFollowerData')}
                      </p>
                      <p className="break-all text-sm text-slate-600">
                        {atHandle(p.instagram_handle) ? (
                          <SocialLink platform="instagram" handle={p.instagram_handle} />
                        ) : (
                          t('participants.noInstagram')
                        )}
                      </p>
                    </div>
                    <p className="shrink-0 text-right text-sm">
                      <span className="block text-xs text-slate-500">
                        {barter ? t('participants.collaboration') : t('participants.budgetShare')}
                      </span>
                      <span className="font-semibold">
                        {barter ? t('participants.barter') : formatRupees(deals[p.id] ?? 0)}
                      </span>
                      {!barter && (
                        <span className="block text-xs text-slate-500">
                          {t('participants.ofBudget', { amount: formatRupees(p.campaign_budget) })}
                        </span>
                      )}
                    </p>
                  </div>
                  <Chips items={p.campaign_tags} label={t('participants.campaignTags')} shown={2} />
                  <p className="text-xs text-slate-500">
                    {t('common.applied', { date: formatDate(p.applied_at) })}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
                    <p className={`text-sm font-medium ${workStateClass(p.work_status)}`}>
                      {t(`participants.work.${workStateKey(p.work_status)}`)}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button variant="ghost" size="sm" onClick={() => onViewProfile(p)}>
                        {t('common.viewProfile')}
                      </Button>
                      <MessageLink
                        applicationId={p.id}
                        counterpart={p.creator_name}
                        campaignTitle={p.campaign_title}
                      />
                      <Button variant="secondary" size="sm" onClick={() => setReviewing(p)}>
                        {t('common.submittedWork')}
                      </Button>
                    </div>
                  </div>
                  <DealSection application={p} side="brand" />
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager label={t('participants.pages')} paging={paging} total={total} shown={participants.length} />
      <SubmittedWorkDialog participant={reviewing} onClose={() => setReviewing(null)} />
    </section>
  );
}
