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
  const reviews = trpc.reviews.forApplication.useQuery({ id: applicationId });
  if (reviews.isPending || reviews.isError) {
    // The card stays usable without its reviews; a failed load is offered again.
    return reviews.isError ? (
      <p className="text-sm text-slate-600">
        Reviews could not be loaded.{' '}
        <button
          type="button"
          className="font-medium text-indigo-700 underline"
          onClick={() => void reviews.refetch()}
        >
          Try again
        </button>
      </p>
    ) : null;
  }
  const { mine, theirs, can_review } = reviews.data;
  return (
    <div className="space-y-1 text-sm">
      {can_review && (
        <Button size="sm" variant="secondary" onClick={onReview}>
          Review {counterpart}
        </Button>
      )}
      {mine && <ReviewLine who="Your review" review={mine} />}
      {theirs ? (
        <ReviewLine who={`${counterpart}'s review`} review={theirs} />
      ) : (
        mine && (
          <p className="text-slate-600">Their review shows once they review too, or 14 days after approval</p>
        )
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
