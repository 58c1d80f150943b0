import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates';
import { EmptyState, LoadFailed, SkeletonList } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { RatingText, Stars } from './rating-text';

/** A user's visible reviews and their rating with its count (docs/product.md#reviews), one query for both. */
export const useUserReviews = (userId: string) => trpc.reviews.forUser.useQuery({ id: userId });

/**
 * What others wrote about a user once visible: the rating over them, then each review, newest first,
 * with who wrote it, for which campaign, the stars, the comment and the date.
 */
export function UserReviews({ userId, headingId }: { userId: string; headingId: string }) {
  const { t } = useTranslation('app', { keyPrefix: 'reviews' });
  const reviews = useUserReviews(userId);
  if (reviews.isPending) return <SkeletonList count={2} className="h-16" />;
  if (reviews.isError)
    return (
      <LoadFailed
        title={t('loadFailed', { reason: loadErrorMessage(reviews.error) })}
        onRetry={reviews.refetch}
      />
    );
  const { rating, review_count, reviews: list } = reviews.data;
  if (list.length === 0) return <EmptyState title={t('noneYet')} />;
  return (
    <>
      <p className="text-sm font-medium text-slate-900">
        <RatingText rating={rating} count={review_count} />
      </p>
      <ul aria-labelledby={headingId} className="mt-2 divide-y divide-slate-100">
        {list.map((r) => (
          <ReviewItem key={r.id} review={r} />
        ))}
      </ul>
    </>
  );
}

/** One review in a list: who wrote it, the stars, for which campaign and when, and the comment. */
export function ReviewItem({
  review: r,
}: {
  review: {
    reviewer_name: string;
    rating: number;
    campaign_title: string;
    created_at: string;
    comment: string | null;
  };
}) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-medium text-slate-900">{r.reviewer_name}</p>
        <Stars rating={r.rating} />
      </div>
      <p className="break-words text-xs text-slate-600">
        {r.campaign_title} · <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
      </p>
      {r.comment && (
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{r.comment}</p>
      )}
    </li>
  );
}
