import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings.pan' });
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">
        {t('higher', { rate: formatRate(s.tds_rate), withPan: formatRate(s.tds_rate_with_pan) })}
      </p>
      <p className="mt-1">
        {t('save', { withPan: formatRate(s.tds_rate_with_pan) })}{' '}
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
