import { keepPreviousData } from '@tanstack/react-query';
import { formatRupees } from '@shared/format';
import type { Payout } from '@shared/schemas/funds';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FundingBadge, WaitingFor, WhenCell } from './payout-cells';

const COLUMNS: Column<Payout>[] = [
  { header: 'Creator', className: 'min-w-28 font-medium text-slate-900', cell: (p) => p.creator_name },
  { header: 'Campaign', className: 'min-w-32', cell: (p) => p.campaign_title },
  {
    header: 'Net',
    className: 'whitespace-nowrap text-right',
    headerClassName: 'text-right',
    cell: (p) => formatRupees(p.net),
  },
  { header: 'Funding', cell: (p) => <FundingBadge status={p.funding_status} /> },
  { header: 'Why', className: 'min-w-40', cell: (p) => <WaitingFor payout={p} /> },
  { header: 'When', className: 'text-xs', cell: (p) => <WhenCell payout={p} /> },
];

/**
 * The due payouts the bank file leaves out, listed apart with what each waits for
 * (docs/product.md#payout-export): the brand's money not held, or no bank account or UPI id on file.
 * The server picks them (`payable: false`), a page at a time; nothing shows while every due payout
 * can be paid.
 */
export function NotInBankFile() {
  const paging = useAdminPaging('');
  const blocked = trpc.payouts.adminList.useQuery(
    { status: 'due', payable: false, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  if (blocked.isPending) return null;
  if (!blocked.isError && blocked.data.payouts.length === 0 && paging.offset === 0) return null;
  return (
    <section aria-labelledby="not-in-bank-file" className="mb-8">
      <h2 id="not-in-bank-file" className="text-lg font-semibold text-slate-900">
        Not in the bank file
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600">
        Due payouts that cannot be paid yet. The bank file leaves them out and they cannot be marked paid
        until what they wait for is done; the creators are told what to add.
      </p>
      <AdminList
        caption="Due payouts not in the bank file"
        pagerLabel="Pages of due payouts not in the bank file"
        query={blocked}
        rows={blocked.data?.payouts}
        paging={paging}
        rowKey={(p) => p.id}
        columns={COLUMNS}
        empty="Every due payout can be paid now."
        failure={(error) => `Error loading the due payouts: ${loadErrorMessage(error)}`}
      />
    </section>
  );
}
