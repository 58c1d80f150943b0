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
  const c = creator;
  return (
    <Dialog
      open={c !== null}
      onClose={onClose}
      size="lg"
      title={c ? c.full_name : 'Creator'}
      description={c ? (c.suspended ? 'Creator details · suspended' : 'Creator details') : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {c && (
        <div className="space-y-4">
          <DetailSection title="Basic Information">
            <Detail label="Full name">{c.full_name}</Detail>
            <Detail label="Username">{c.username && `@${c.username}`}</Detail>
            <Detail label="Email">{c.email}</Detail>
            <Detail label="Phone">{c.phone}</Detail>
            <Detail label="Location">{c.location}</Detail>
            <Detail label="Category">{c.niche}</Detail>
            <Detail label="Joined">{formatAdminDate(c.user_created_at)}</Detail>
            <Detail label="Account">
              {c.suspended ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>}
            </Detail>
          </DetailSection>
          <DetailSection title="Social Media">
            <Detail label="Instagram">
              {c.instagram_handle &&
                `${atHandle(c.instagram_handle)} · ${formatCount(c.follower_count)} followers`}
            </Detail>
            <Detail label="YouTube">
              {c.youtube_handle &&
                `${atHandle(c.youtube_handle)} · ${formatCount(c.youtube_subscribers)} subscribers`}
            </Detail>
            <Detail label="Twitter / X">
              {c.x_handle && `${atHandle(c.x_handle)} · ${formatCount(c.x_followers)} followers`}
            </Detail>
            <Detail label="Website">{c.website_url}</Detail>
          </DetailSection>
          <DetailSection title="Performance Metrics">
            <Detail label="Applications">{formatCount(c.total_applications)}</Detail>
            <Detail label="Accepted">{formatCount(c.accepted_applications)}</Detail>
            <Detail label="Rejected">{formatCount(c.rejected_applications)}</Detail>
            <Detail label="Completed campaigns">{formatCount(c.completed_campaigns)}</Detail>
            <Detail label="Engagement rate">
              {c.engagement_rate === null ? null : `${c.engagement_rate}%`}
            </Detail>
            <Detail label="Rating">
              <RatingText rating={c.rating} count={c.review_count} />
            </Detail>
          </DetailSection>
          <DetailSection title="Skills & Pricing">
            <Detail label="Editing skills">{c.editing_skills}</Detail>
            <Detail label="Languages">
              {c.languages_spoken.length > 0 ? <TagList tags={c.languages_spoken} /> : null}
            </Detail>
            <Detail label="Reel price">{rupeePrice(c.reel_price)}</Detail>
            <Detail label="Post price">{rupeePrice(c.post_price)}</Detail>
            <Detail label="Story price">{rupeePrice(c.story_price)}</Detail>
            <Detail label="Price range">{c.commercial_price_range}</Detail>
          </DetailSection>
          <DetailSection title="Bio">
            <Detail label="About" wide>
              {c.bio && <span className="whitespace-pre-line">{c.bio}</span>}
            </Detail>
          </DetailSection>
          <SuspensionHistory userId={c.id} />
        </div>
      )}
    </Dialog>
  );
}
