/** Reviews, counted in words: '1 review', '12 reviews'. */
export const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * A user's rating as every screen writes it (docs/product.md#reviews): '4.5 / 5 (12 reviews)', or
 * 'No reviews yet' before any review is visible.
 */
export function ratingText(rating: number | null, count: number) {
  if (rating === null) return 'No reviews yet';
  return `${rating.toFixed(1)} / 5 (${reviewCount(count)})`;
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
  return (
    <span className={rating === null ? `text-slate-500 ${className ?? ''}` : className}>
      {ratingText(rating, count)}
    </span>
  );
}

/** One to five stars drawn, read out as 'Rated 4 out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="whitespace-nowrap text-amber-500">
      {'★'.repeat(full)}
      <span className="text-slate-300">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
