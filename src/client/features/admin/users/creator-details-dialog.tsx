import { useTranslation } from 'react-i18next';
import { useValueNames } from '@client/i18n/values';
import type { DetailedInfluencer } from '@shared/schemas/admin-users';
import { formatCount, rupeePrice } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import { atHandle } from '@shared/social-handles';
import { Badge, Button, Dialog } from '@client/components/ui';
import { RatingText } from '@client/features/reviews/rating-text';
import { Detail, DetailSection } from '../shared/detail-list';
import { SuspensionHistory } from '../shared/suspension-history';
import { TagList } from '../shared/tag-list';

export function CreatorDetailsDialog({
  creator,
  onClose,
}: {
  creator: DetailedInfluencer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'users' });
  const names = useValueNames();
  const c = creator;
  return (
    <Dialog
      open={c !== null}
      onClose={onClose}
      size="lg"
      title={c ? c.full_name : t('details.fallbackTitle')}
      description={
        c ? (c.suspended ? t('details.descriptionSuspended') : t('details.description')) : undefined
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('details.close')}
        </Button>
      }
    >
      {c && (
        <div className="space-y-4">
          <DetailSection title={t('details.basicInformation')}>
            <Detail label={t('details.fullName')}>{c.full_name}</Detail>
            <Detail label={t('details.username')}>{c.username && `@${c.username}`}</Detail>
            <Detail label={t('details.email')}>{c.email}</Detail>
            <Detail label={t('details.phone')}>{c.phone}</Detail>
            <Detail label={t('details.location')}>{c.location}</Detail>
            <Detail label={t('details.category')}>{names.category(c.niche)}</Detail>
            <Detail label={t('details.joined')}>{formatAdminDate(c.user_created_at)}</Detail>
            <Detail label={t('details.account')}>
              {c.suspended ? (
                <Badge tone="red">{t('details.suspended')}</Badge>
              ) : (
                <Badge tone="green">{t('details.active')}</Badge>
              )}
            </Detail>
          </DetailSection>
          <DetailSection title={t('details.socialMedia')}>
            <Detail label={t('details.instagram')}>
              {c.instagram_handle &&
                t('details.followers', {
                  handle: atHandle(c.instagram_handle),
                  n: formatCount(c.follower_count),
                })}
            </Detail>
            <Detail label={t('details.youtube')}>
              {c.youtube_handle &&
                t('details.subscribers', {
                  handle: atHandle(c.youtube_handle),
                  n: formatCount(c.youtube_subscribers),
                })}
            </Detail>
            <Detail label={t('details.twitter')}>
              {c.x_handle &&
                t('details.followers', { handle: atHandle(c.x_handle), n: formatCount(c.x_followers) })}
            </Detail>
            <Detail label={t('details.website')}>{c.website_url}</Detail>
          </DetailSection>
          <DetailSection title={t('details.performanceMetrics')}>
            <Detail label={t('details.applications')}>{formatCount(c.total_applications)}</Detail>
            <Detail label={t('details.accepted')}>{formatCount(c.accepted_applications)}</Detail>
            <Detail label={t('details.rejected')}>{formatCount(c.rejected_applications)}</Detail>
            <Detail label={t('details.completedCampaigns')}>{formatCount(c.completed_campaigns)}</Detail>
            <Detail label={t('details.engagementRate')}>
              {c.engagement_rate === null ? null : `${c.engagement_rate}%`}
            </Detail>
            <Detail label={t('details.rating')}>
              <RatingText rating={c.rating} count={c.review_count} />
            </Detail>
          </DetailSection>
          <DetailSection title={t('details.skillsAndPricing')}>
            <Detail label={t('details.editingSkills')}>{names.editingSkill(c.editing_skills)}</Detail>
            <Detail label={t('details.languages')}>
              {c.languages_spoken.length > 0 ? <TagList tags={c.languages_spoken} /> : null}
            </Detail>
            <Detail label={t('details.reelPrice')}>{rupeePrice(c.reel_price)}</Detail>
            <Detail label={t('details.postPrice')}>{rupeePrice(c.post_price)}</Detail>
            <Detail label={t('details.storyPrice')}>{rupeePrice(c.story_price)}</Detail>
            <Detail label={t('details.priceRange')}>{c.commercial_price_range}</Detail>
          </DetailSection>
          <DetailSection title={t('details.bio')}>
            <Detail label={t('details.about')} wide>
              {c.bio && <span className="whitespace-pre-line">{c.bio}</span>}
            </Detail>
          </DetailSection>
          <SuspensionHistory userId={c.id} />
        </div>
      )}
    </Dialog>
  );
}
