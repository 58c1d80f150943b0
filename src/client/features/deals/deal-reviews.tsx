import { useTranslation } from 'react-i18next';
import type { Review } from '@shared/schemas/reviews';
import { Button } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';

/**
 * The reviews of one approved collaboration on a card: Review {name} while the caller may still
 * review, their own review, and the other side's once it is visible (double-blind, docs/product.md#reviews).
 */
export function DealReviews({
  applicationId,
  counterpart,
  onReview,
}: {
  applicationId: string;
  /** The other side's name: the creator on the brand's card, the brand on the creator's. */
  counterpart: string;
  onReview: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'deals.reviews' });
  const reviews = trpc.reviews.forApplication.useQuery({ id: applicationId });
  if (reviews.isPending || reviews.isError) {
    // The card stays usable without its reviews; a failed load is offered again.
    return reviews.isError ? (
      <p className="text-sm text-slate-600">
        {t('loadFailed')}{' '}
        <button
          type="button"
          className="font-medium text-indigo-700 underline"
          onClick={() => void reviews.refetch()}
        >
          {t('tryAgain')}
        </button>
      </p>
    ) : null;
  }
  const { mine, theirs, can_review } = reviews.data;
  return (
    <div className="space-y-1 text-sm">
      {can_review && (
        <Button size="sm" variant="secondary" onClick={onReview}>
          {t('review', { name: counterpart })}
        </Button>
      )}
      {mine && <ReviewLine who={t('yours')} review={mine} />}
      {theirs ? (
        <ReviewLine who={t('theirs', { name: counterpart })} review={theirs} />
      ) : (
        mine && <p className="text-slate-600">{t('theirsLater')}</p>
      )}
    </div>
  );
}

function ReviewLine({ who, review }: { who: string; review: Review }) {
  return (
    <div>
      <p className="font-medium text-slate-800">
        {who}: {review.rating}/5
      </p>
      {review.comment && <p className="whitespace-pre-line break-words text-slate-700">{review.comment}</p>}
    </div>
  );
}
