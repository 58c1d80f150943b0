import type { TFunction } from 'i18next';
import { useValueNames } from '@client/i18n/values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@shared/enums';
import { abbreviateCount, formatCount, rupeePrice } from '@shared/format';
import type { CreatorCard } from '@shared/schemas/creators';
import { Badge, type BadgeTone } from '@client/components/ui';
import { UserAvatar } from '@client/components/user-avatar';
import { RatingText } from '@client/features/reviews/rating-text';
import type { CreatorProfileSubject } from '../brand/creator-profile-modal';

/** Each availability's badge colour; its words are `card.availability.<value>` in the catalogue. */
export const AVAILABILITY_TONE: Record<Availability, BadgeTone> = {
  available: 'green',
  busy: 'yellow',
  not_looking: 'gray',
};

/** The prices the creator wrote, as 'Reel ₹5,000 · Post ₹8,000', or null when none. */
export function priceText(
  c: Pick<CreatorCard, 'reel_price' | 'post_price' | 'story_price'>,
  t: TFunction<'app', 'shortlists'>,
) {
  const prices = (
    [
      ['reel', c.reel_price],
      ['post', c.post_price],
      ['story', c.story_price],
    ] as const
  ).filter(([, p]) => p);
  return prices.length
    ? prices.map(([kind, p]) => `${t(`card.prices.${kind}`)} ${rupeePrice(p)}`).join(' · ')
    : null;
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
  const { t } = useTranslation('app', { keyPrefix: 'shortlists' });
  const names = useValueNames();
  const prices = priceText(c, t);
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
              <span className="ml-1 text-sm text-green-700" title={t('card.emailVerified')}>
                ✓<span className="sr-only"> {t('card.emailVerified')}</span>
              </span>
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {[names.category(c.niche), c.location].filter(Boolean).join(' · ') || t('card.noNicheOrCity')}
          </p>
          {c.languages_spoken.length > 0 && (
            <p className="text-xs text-slate-500">
              {t('card.speaks', { languages: c.languages_spoken.join(', ') })}
            </p>
          )}
        </div>
        <Badge tone={AVAILABILITY_TONE[c.availability]}>{t(`card.availability.${c.availability}`)}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
        <Fact label={t('card.followers')} title={formatCount(c.follower_count)}>
          {abbreviateCount(c.follower_count)}
        </Fact>
        <Fact label={t('card.engagement')}>{c.engagement_rate === null ? '—' : `${c.engagement_rate}%`}</Fact>
        <Fact label={t('card.rating')}>
          <RatingText rating={c.rating} count={c.review_count} />
        </Fact>
        <Fact label={t('card.collaborations')}>
          {t('card.completed', { n: formatCount(c.completed_collaborations) })}
        </Fact>
      </dl>
      <p className="text-sm text-slate-700">
        {prices ?? <span className="text-slate-500">{t('card.noPrices')}</span>}
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
