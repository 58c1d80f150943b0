import { useQuery } from '@tanstack/react-query';
import { LIST_MAX_LIMIT } from '@shared/constants';
import type { Payout, Statement } from '@shared/schemas/funds';
import { trpc, type RouterInputs, type RouterOutputs } from '@client/lib/trpc';

type PageInput = RouterInputs['payouts']['my'];
type Page = RouterOutputs['payouts']['my'];

export type YearPayouts = { payouts: Payout[]; statement: Statement };

/**
 * Every payout of a financial year with its statement, read a page at a time (the list on the
 * Earnings tab is paged; the statement's CSV and printable page list them all, so its rows add up
 * to its totals).
 */
export async function wholeYear(fetchPage: (input: PageInput) => Promise<Page>, fy: string) {
  const first = await fetchPage({ fy, limit: LIST_MAX_LIMIT, offset: 0 });
  const payouts = [...first.payouts];
  while (payouts.length < first.total) {
    const next = await fetchPage({ fy, limit: LIST_MAX_LIMIT, offset: payouts.length });
    // A payout gone meanwhile would leave the count short forever: stop at an empty page.
    if (next.payouts.length === 0) break;
    payouts.push(...next.payouts);
  }
  return { payouts, statement: first.statement } satisfies YearPayouts;
}

/** The whole year, for a page that shows it all (the printable statement). */
export function useWholeYear(fy: string) {
  const utils = trpc.useUtils();
  return useQuery({
    queryKey: ['payouts', 'whole-year', fy],
    queryFn: () => wholeYear((input) => utils.client.payouts.my.query(input), fy),
  });
}
