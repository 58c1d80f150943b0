import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * Told to a creator with a payout still to be paid and no bank account or UPI id saved: we cannot
 * pay them until they add one (docs/product.md#payouts), whatever else the payout waits for.
 */
export function PaymentDetailsNotice() {
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings.details' });
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">{t('none')}</p>
      <p className="mt-1">
        {t('sentOnce')}{' '}
        <Link
          to="/creator-dashboard"
          search={{ tab: 'payment' }}
          className="font-semibold text-amber-950 underline hover:no-underline"
        >
          {t('link')}
        </Link>
      </p>
    </div>
  );
}
