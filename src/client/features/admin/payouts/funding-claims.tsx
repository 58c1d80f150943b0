import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNDING_STATUSES, type FundingStatus } from '@shared/enums';
import { formatAdminDate } from '@shared/dates';
import { formatRupees } from '@shared/format';
import type { FundingClaim } from '@shared/schemas/funds';
import { useToast } from '@client/components/toast';
import { Button, SelectField } from '@client/components/ui';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { ClaimStatus } from './claim-status';
import { RefundFundingDialog } from './refund-funding-dialog';
import { RejectFundingDialog } from './reject-funding-dialog';

type StatusFilter = FundingStatus | 'all';

/**
 * The brands' funding claims (docs/product.md#funding): those waiting for an admin to find the
 * transfer in the platform's account and confirm or reject it come first, then the decided ones,
 * newest first, with what became of the money; held money can be given back (Refund).
 */
export function FundingClaims() {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  const statusFilters = [
    { value: 'all', label: t('claims.allClaims') },
    ...FUNDING_STATUSES.map((s) => ({ value: s, label: t(`claimStatus.${s}`) })),
  ];
  const toast = useToast();
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<StatusFilter>('all');
  const paging = useAdminPaging(status);
  const list = trpc.funding.adminList.useQuery(
    { status: status === 'all' ? undefined : status, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const confirm = trpc.funding.confirm.useMutation();
  const [rejecting, setRejecting] = useState<FundingClaim | null>(null);
  const [refunding, setRefunding] = useState<FundingClaim | null>(null);

  const onConfirm = async (c: FundingClaim) => {
    try {
      await confirm.mutateAsync({ id: c.id });
      toast({
        variant: 'success',
        title: t('claims.confirmed'),
        description: t('claims.confirmedText', {
          amount: formatRupees(c.amount),
          campaign: c.campaign_title,
        }),
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(error, t('claims.confirmFailed')),
      });
    } finally {
      void utils.funding.invalidate();
      // The campaign's payouts past their hold time fall due with the money held.
      void utils.payouts.invalidate();
    }
  };

  const busy = (c: FundingClaim) => confirm.isPending && confirm.variables?.id === c.id;
  const columns: Column<FundingClaim>[] = [
    {
      header: t('columns.campaign'),
      className: 'min-w-32 font-medium text-slate-900',
      cell: (c) => c.campaign_title,
    },
    { header: t('columns.brand'), cell: (c) => c.brand_name },
    {
      header: t('columns.amount'),
      className: 'whitespace-nowrap text-right',
      headerClassName: 'text-right',
      cell: (c) => formatRupees(c.amount),
    },
    {
      header: t('columns.referenceAndUtr'),
      className: 'font-mono text-xs',
      cell: (c) => (
        <>
          {c.reference}
          <span className="block">{c.utr}</span>
        </>
      ),
    },
    {
      header: t('columns.claimed'),
      className: 'whitespace-nowrap',
      cell: (c) => formatAdminDate(c.created_at),
    },
    { header: t('columns.status'), className: 'min-w-36', cell: (c) => <ClaimStatus claim={c} /> },
    {
      header: t('columns.actions'),
      cell: (c) =>
        c.status === 'awaiting_confirmation' ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              aria-label={t('claims.confirmLabel', { campaign: c.campaign_title })}
              loading={busy(c)}
              onClick={() => void onConfirm(c)}
            >
              {t('claims.confirm')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className="text-red-700"
              aria-label={t('claims.rejectLabel', { campaign: c.campaign_title })}
              onClick={() => setRejecting(c)}
            >
              {t('claims.reject')}
            </Button>
          </div>
        ) : c.status === 'held' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('claims.refundLabel', { campaign: c.campaign_title })}
            onClick={() => setRefunding(c)}
          >
            {t('claims.refund')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="funding-claims" className="mb-8">
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="funding-claims" className="text-lg font-semibold text-slate-900">
          {t('claims.title')}
        </h2>
        <SelectField
          label={t('claims.statusLabel')}
          value={status}
          options={statusFilters}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
      </div>
      <AdminList
        caption={t('claims.caption')}
        pagerLabel={t('claims.pagerLabel')}
        query={list}
        rows={list.data?.fundings}
        paging={paging}
        rowKey={(c) => c.id}
        columns={columns}
        empty={t('claims.empty')}
        failure={(error) => t('claims.failure', { message: loadErrorMessage(error) })}
      />
      <RejectFundingDialog claim={rejecting} onClose={() => setRejecting(null)} />
      <RefundFundingDialog claim={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
