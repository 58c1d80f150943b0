import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FUNDING_STATUSES, type FundingStatus } from '@shared/enums';
import { formatAdminDate } from '@shared/dates';
import { formatRupees } from '@shared/format';
import type { FundingClaim } from '@shared/schemas/funds';
import { useToast } from '@client/components/toast';
import { Button, SelectField } from '@client/components/ui';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { CLAIM_LABELS, ClaimStatus } from './claim-status';
import { RefundFundingDialog } from './refund-funding-dialog';
import { RejectFundingDialog } from './reject-funding-dialog';

type StatusFilter = FundingStatus | 'all';
const STATUS_FILTERS = [
  { value: 'all', label: 'All claims' },
  ...FUNDING_STATUSES.map((s) => ({ value: s, label: CLAIM_LABELS[s].label })),
];

/**
 * The brands' funding claims (docs/product.md#funding): those waiting for an admin to find the
 * transfer in the platform's account and confirm or reject it come first, then the decided ones,
 * newest first, with what became of the money; held money can be given back (Refund).
 */
export function FundingClaims() {
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
        title: 'Funding confirmed',
        description: `${formatRupees(c.amount)} for ${c.campaign_title} is now held.`,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(error, 'Failed to confirm the claim.'),
      });
    } finally {
      void utils.funding.invalidate();
      // The campaign's payouts past their hold time fall due with the money held.
      void utils.payouts.invalidate();
    }
  };

  const busy = (c: FundingClaim) => confirm.isPending && confirm.variables?.id === c.id;
  const columns: Column<FundingClaim>[] = [
    { header: 'Campaign', className: 'min-w-32 font-medium text-slate-900', cell: (c) => c.campaign_title },
    { header: 'Brand', cell: (c) => c.brand_name },
    {
      header: 'Amount',
      className: 'whitespace-nowrap text-right',
      headerClassName: 'text-right',
      cell: (c) => formatRupees(c.amount),
    },
    {
      header: 'Reference and UTR',
      className: 'font-mono text-xs',
      cell: (c) => (
        <>
          {c.reference}
          <span className="block">{c.utr}</span>
        </>
      ),
    },
    { header: 'Claimed', className: 'whitespace-nowrap', cell: (c) => formatAdminDate(c.created_at) },
    { header: 'Status', className: 'min-w-36', cell: (c) => <ClaimStatus claim={c} /> },
    {
      header: 'Actions',
      cell: (c) =>
        c.status === 'awaiting_confirmation' ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              aria-label={`Confirm funding of ${c.campaign_title}`}
              loading={busy(c)}
              onClick={() => void onConfirm(c)}
            >
              Confirm
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className="text-red-700"
              aria-label={`Reject funding of ${c.campaign_title}`}
              onClick={() => setRejecting(c)}
            >
              Reject
            </Button>
          </div>
        ) : c.status === 'held' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Refund funding of ${c.campaign_title}`}
            onClick={() => setRefunding(c)}
          >
            Refund
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="funding-claims" className="mb-8">
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="funding-claims" className="text-lg font-semibold text-slate-900">
          Funding claims
        </h2>
        <SelectField
          label="Claim status"
          value={status}
          options={STATUS_FILTERS}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
      </div>
      <AdminList
        caption="Brands' funding claims"
        pagerLabel="Funding claims pages"
        query={list}
        rows={list.data?.fundings}
        paging={paging}
        rowKey={(c) => c.id}
        columns={columns}
        empty="No funding claims found."
        failure={(error) => `Error loading funding claims: ${loadErrorMessage(error)}`}
      />
      <RejectFundingDialog claim={rejecting} onClose={() => setRejecting(null)} />
      <RefundFundingDialog claim={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
