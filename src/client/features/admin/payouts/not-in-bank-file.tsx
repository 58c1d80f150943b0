import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@shared/format';
import type { Payout } from '@shared/schemas/funds';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FundingBadge, WaitingFor, WhenCell } from './payout-cells';

/**
 * The due payouts the bank file leaves out, listed apart with what each waits for
 * (docs/product.md#payout-export): the brand's money not held, or no bank account or UPI id on file.
 * The server picks them (`payable: false`), a page at a time; nothing shows while every due payout
 * can be paid.
 */
export function NotInBankFile() {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  const columns: Column<Payout>[] = [
    {
      header: t('columns.creator'),
      className: 'min-w-28 font-medium text-slate-900',
      cell: (p) => p.creator_name,
    },
    { header: t('columns.campaign'), className: 'min-w-32', cell: (p) => p.campaign_title },
    {
      header: t('columns.net'),
      className: 'whitespace-nowrap text-right',
      headerClassName: 'text-right',
      cell: (p) => formatRupees(p.net),
    },
    { header: t('columns.funding'), cell: (p) => <FundingBadge status={p.funding_status} /> },
    { header: t('columns.why'), className: 'min-w-40', cell: (p) => <WaitingFor payout={p} /> },
    { header: t('columns.when'), className: 'text-xs', cell: (p) => <WhenCell payout={p} /> },
  ];
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
        {t('notInBankFile.title')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600">{t('notInBankFile.text')}</p>
      <AdminList
        caption={t('notInBankFile.caption')}
        pagerLabel={t('notInBankFile.pagerLabel')}
        query={blocked}
        rows={blocked.data?.payouts}
        paging={paging}
        rowKey={(p) => p.id}
        columns={columns}
        empty={t('notInBankFile.empty')}
        failure={(error) => t('notInBankFile.failure', { message: loadErrorMessage(error) })}
      />
    </section>
  );
}
