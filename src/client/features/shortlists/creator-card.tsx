import type { ReactNode } from 'react';
import type { Availability } from '@shared/enums';
import { abbreviateCount, formatCount, rupeePrice } from '@shared/format';
import type { CreatorCard } from '@shared/schemas/creators';
import { Badge, type BadgeTone } from '@client/components/ui';
import { UserAvatar } from '@client/components/user-avatar';
import { RatingText } from '@client/features/reviews/rating-text';
import type { CreatorProfileSubject } from '../brand/creator-profile-modal';

export const AVAILABILITY: Record<Availability, { label: string; tone: BadgeTone }> = {
  available: { label: 'Available', tone: 'green' },
  busy: { label: 'Busy', tone: 'yellow' },
  not_looking: { label: 'Not looking', tone: 'gray' },
};

/** The prices the creator wrote, as 'Reel ₹5,000 · Post ₹8,000', or null when none. */
export function priceText(c: Pick<CreatorCard, 'reel_price' | 'post_price' | 'story_price'>) {
  const prices = [
    ['Reel', c.reel_price],
    ['Post', c.post_price],
    ['Story', c.story_price],
  ].filter(([, p]) => p);
  return prices.length ? prices.map(([kind, p]) => `${kind} ${rupeePrice(p)}`).join(' · ') : null;
}

/** A search card as the Creator Profile modal takes it. */
export const profileOfCard = (c: CreatorCard): CreatorProfileSubject => ({
  ...c,
  creator_id: c.id,
  creator_name: c.full_name,
  creator_avatar: c.avatar_url,
  creator_availability: c.availability,
});

/**
 * One creator as the search and a shortlist show it. The name opens the profile (its button covers
 * the card, so a click anywhere on it does); `actions` sit above that cover.
 */
export function CreatorCardView({
  creator: c,
  onOpen,
  actions,
  children,
}: {
  creator: CreatorCard;
  onOpen: () => void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const availability = AVAILABILITY[c.availability];
  const prices = priceText(c);
  return (
    <li className="relative flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300">
      <div className="flex items-start gap-3">
        <UserAvatar name={c.full_name} src={c.avatar_url} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold">
            <button
              type="button"
              onClick={onOpen}
              className="text-left after:absolute after:inset-0 after:rounded-lg hover:underline"
            >
              {c.full_name}
            </button>
            {c.email_verified && (
              <span className="ml-1 text-sm text-green-700" title="Email verified">
                ✓<span className="sr-only"> Email verified</span>
              </span>
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {[c.niche, c.location].filter(Boolean).join(' · ') || 'No niche or city given'}
          </p>
          {c.languages_spoken.length > 0 && (
            <p className="text-xs text-slate-500">Speaks {c.languages_spoken.join(', ')}</p>
          )}
        </div>
        <Badge tone={availability.tone}>{availability.label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
        <Fact label="Followers" title={formatCount(c.follower_count)}>
          {abbreviateCount(c.follower_count)}
        </Fact>
        <Fact label="Engagement">{c.engagement_rate === null ? '—' : `${c.engagement_rate}%`}</Fact>
        <Fact label="Rating">
          <RatingText rating={c.rating} count={c.review_count} />
        </Fact>
        <Fact label="Collaborations">{formatCount(c.completed_collaborations)} completed</Fact>
      </dl>
      <p className="text-sm text-slate-700">
        {prices ?? <span className="text-slate-500">No prices given</span>}
      </p>
      {children}
      {actions && <div className="relative z-10 flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}

function Fact({ label, title, children }: { label: string; title?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd title={title}>{children}</dd>
    </div>
  );
}
