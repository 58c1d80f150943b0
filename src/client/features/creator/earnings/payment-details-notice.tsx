import { Link } from '@tanstack/react-router';

/**
 * Told to a creator with a payout still to be paid and no bank account or UPI id saved: we cannot
 * pay them until they add one (docs/product.md#payouts), whatever else the payout waits for.
 */
export function PaymentDetailsNotice() {
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">We have no bank account or UPI id to pay you to.</p>
      <p className="mt-1">
        Your payouts are sent only once you add one.{' '}
        <Link
          to="/creator-dashboard"
          search={{ tab: 'payment' }}
          className="font-semibold text-amber-950 underline hover:no-underline"
        >
          Add a bank account or UPI id in Payment Details
        </Link>
      </p>
    </div>
  );
}
