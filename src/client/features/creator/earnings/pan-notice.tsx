import { Link } from '@tanstack/react-router';
import type { Statement } from '@shared/schemas/funds';
import { formatRate } from './rates';

/**
 * Told to a creator with no PAN saved: TDS is taken at the higher rate, and where to save one
 * (docs/product.md#statement). The rates are the server's settings, from the answer.
 */
export function PanNotice({
  statement: s,
}: {
  statement: Pick<Statement, 'tds_rate' | 'tds_rate_with_pan'>;
}) {
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">
        TDS is {formatRate(s.tds_rate)} instead of {formatRate(s.tds_rate_with_pan)} because you have not
        saved a PAN.
      </p>
      <p className="mt-1">
        Save your PAN and the payouts made after that are taxed at {formatRate(s.tds_rate_with_pan)}.{' '}
        <Link
          to="/creator-dashboard"
          search={{ tab: 'payment' }}
          className="font-semibold text-amber-950 underline hover:no-underline"
        >
          Add your PAN in Payment Details
        </Link>
      </p>
    </div>
  );
}
