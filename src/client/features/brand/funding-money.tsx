import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatRupees } from '@shared/format';
import type { Campaign } from '@shared/schemas/campaign';
import type { Funding } from '@shared/schemas/funds';
import { Facts } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';

/** The money the platform took for a campaign: nothing to show before an admin confirmed it. */
const TAKEN: Campaign['funding_status'][] = ['held', 'released', 'refunded'];

/**
 * Where a paid campaign's money is (docs/product.md#funding): held by the platform (and what its
 * paid payouts took of it so far), or, once it ended, what was paid out to creators (their payouts'
 * gross less any dispute adjustment) and what went back to the brand.
 */
export function fundingMoneyFacts(
  f: Pick<Funding, 'status' | 'amount' | 'refunded_amount' | 'paid_out'>,
  t: TFunction<'app', 'brand'>,
) {
  if (f.status === 'held')
    return [
      { term: t('funding.facts.fundedHeld'), value: formatRupees(f.amount) },
      // Creators paid from it while the rest is still held (docs/product.md#funding).
      ...(f.paid_out > 0 ? [{ term: t('funding.facts.paidOutSoFar'), value: formatRupees(f.paid_out) }] : []),
    ];
  if (f.status !== 'released' && f.status !== 'refunded') return [];
  const back = f.refunded_amount ?? 0;
  return [
    { term: t('funding.facts.funded'), value: formatRupees(f.amount) },
    { term: t('funding.facts.paidOut'), value: formatRupees(f.amount - back) },
    { term: t('funding.facts.refunded'), value: formatRupees(back) },
  ];
}

/**
 * The campaign card's money line, read from the campaign's funding once the platform took it
 * (held, paid out, returned), with the link to its receipt (docs/product.md#funding).
 */
export function FundingMoney({ campaign, className }: { campaign: Campaign; className: string }): ReactNode {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const taken = campaign.collab_type === 'paid' && TAKEN.includes(campaign.funding_status);
  const funding = trpc.funding.get.useQuery({ id: campaign.id }, { enabled: taken });
  if (!taken || !funding.data) return null;
  return (
    <div className="space-y-1">
      <Facts
        className={className}
        valueClassName="font-medium"
        items={fundingMoneyFacts(funding.data.funding, t)}
      />
      {/* The receipt for the money held (a PDF, not a tax invoice); the session cookie rides along. */}
      <a
        href={`/api/campaigns/${campaign.id}/funding/receipt`}
        download
        className="inline-block text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
        aria-label={t('funding.receiptLabel', { title: campaign.title })}
      >
        {t('funding.receipt')}
      </a>
    </div>
  );
}
