import { useTranslation } from 'react-i18next';
import { i18n } from '@client/i18n/i18n';

/** The reviews part of the `app` catalogue in the page's language, read when a text is made. */
const reviewsT = () => i18n.getFixedT(null, 'app', 'reviews');

/** Reviews, counted in words: '1 review', '12 reviews'. */
export const reviewCount = (count: number) => reviewsT()('count', { count });

/**
 * A user's rating as every screen writes it (docs/product.md#reviews): '4.5 / 5 (12 reviews)', or
 * 'No reviews yet' before any review is visible.
 */
export function ratingText(rating: number | null, count: number) {
  const t = reviewsT();
  if (rating === null) return t('noneYet');
  return t('rating', { rating: rating.toFixed(1), reviews: reviewCount(count) });
}

export function RatingText({
  rating,
  count,
  className,
}: {
  rating: number | null;
  count: number;
  className?: string;
}) {
  // Drawn again when the language changes.
  useTranslation('app');
  return (
    <span className={rating === null ? `text-slate-500 ${className ?? ''}` : className}>
      {ratingText(rating, count)}
    </span>
  );
}

/** One to five stars drawn, read out as 'Rated 4 out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('app', { keyPrefix: 'reviews' });
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={t('stars', { rating })} className="whitespace-nowrap text-amber-500">
      {'★'.repeat(full)}
      <span className="text-slate-300">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
