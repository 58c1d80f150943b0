import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATUSES, type PayoutStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import type { Payout } from '@shared/schemas/funds';
import { Badge, Button, SelectField, type BadgeTone } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { peekSlice } from '@client/lib/paging';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { useNextActionFocus } from '../shared/use-next-action-focus';
import { MarkPaidDialog } from './mark-paid-dialog';
import { FundingBadge, NetCell, WaitingFor, WhenCell } from './payout-cells';

type StatusFilter = PayoutStatus | 'all';

const STATUS_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'gray',
  due: 'yellow',
  on_hold: 'red',
  paid: 'green',
  cancelled: 'red',
};

/** A due payout that waits for nothing: the ones Mark paid is offered on. */
const payable = (p: Payout) => p.status === 'due' && p.waiting_for === null;

const money = (header: string, amount: (p: Payout) => number): Column<Payout> => ({
  header,
  className: 'whitespace-nowrap text-right',
  headerClassName: 'text-right',
  cell: (p) => formatRupees(amount(p)),
});

/**
 * Every creator's payout with its arithmetic, its campaign's money and what it waits for
 * (docs/product.md#payouts); a due one that waits for nothing is marked paid here.
 */
export function PayoutsTable() {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  const statusFilters = [
    { value: 'all', label: t('list.allStatus') },
    ...PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
  ];
  const [status, setStatus] = useState<StatusFilter>('all');
  const paging = useAdminPaging(status);
  const list = trpc.payouts.adminList.useQuery(
    { status: status === 'all' ? undefined : status, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const [paying, setPaying] = useState<Payout | null>(null);
  // A payout just marked paid loses its button: focus goes to the next payout to pay, or the heading.
  const shown = list.data && peekSlice(list.data.payouts, paging.pageSize).rows;
  const { acted, refFor, headingRef } = useNextActionFocus(shown, payable);

  const columns: Column<Payout>[] = [
    {
      header: t('columns.creator'),
      className: 'min-w-28 font-medium text-slate-900',
      cell: (p) => p.creator_name,
    },
    { header: t('columns.campaign'), className: 'min-w-32', cell: (p) => p.campaign_title },
    money(t('columns.gross'), (p) => p.gross),
    money(t('columns.commission'), (p) => p.commission),
    money(t('columns.gst'), (p) => p.gst_on_commission),
    {
      header: t('columns.tds'),
      className: 'whitespace-nowrap text-right',
      headerClassName: 'text-right',
      cell: (p) => (
        <>
          {formatRupees(p.tds)}
          {!p.pan_on_file && <span className="block text-xs text-amber-800">{t('cells.noPan')}</span>}
        </>
      ),
    },
    {
      header: t('columns.net'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (p) => <NetCell payout={p} />,
    },
    { header: t('columns.funding'), cell: (p) => <FundingBadge status={p.funding_status} /> },
    {
      header: t('columns.status'),
      className: 'min-w-40',
      cell: (p) => (
        <>
          <Badge tone={STATUS_TONES[p.status]}>{t(`status.${p.status}`)}</Badge>
          <span className="mt-1 block text-xs">
            <WhenCell payout={p} />
          </span>
          <WaitingFor payout={p} />
        </>
      ),
    },
    {
      header: t('columns.action'),
      cell: (p) =>
        payable(p) ? (
          <Button
            size="sm"
            aria-label={t('list.markPaidLabel', { creator: p.creator_name, campaign: p.campaign_title })}
            onClick={() => setPaying(p)}
            ref={refFor(p)}
          >
            {t('list.markPaid')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="payouts-list">
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="payouts-list" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t('list.title')}
        </h2>
        <SelectField
          label={t('list.statusLabel')}
          value={status}
          options={statusFilters}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
      </div>
      <AdminList
        caption={t('list.caption')}
        pagerLabel={t('list.pagerLabel')}
        query={list}
        rows={list.data?.payouts}
        paging={paging}
        rowKey={(p) => p.id}
        columns={columns}
        empty={t('list.empty')}
        failure={(error) => t('list.failure', { message: loadErrorMessage(error) })}
      />
      <MarkPaidDialog payout={paying} onClose={() => setPaying(null)} onPaid={acted} />
    </section>
  );
}
