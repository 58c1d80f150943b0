import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAdminDate } from '@shared/dates';
import { formatRupees } from '@shared/format';
import type { FundingClaim } from '@shared/schemas/funds';
import { useToast } from '@client/components/toast';
import { Button } from '@client/components/ui';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { RejectFundingDialog } from './reject-funding-dialog';

/**
 * The brands' transfers waiting for an admin to find them in the platform's account and confirm or
 * reject them (docs/product.md#funding).
 */
export function FundingClaims() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const paging = useAdminPaging('awaiting_confirmation');
  const list = trpc.funding.adminList.useQuery(
    { status: 'awaiting_confirmation', ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const confirm = trpc.funding.confirm.useMutation();
  const [rejecting, setRejecting] = useState<FundingClaim | null>(null);

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
      void utils.payouts.totals.invalidate();
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
    { header: 'Reference', className: 'font-mono text-xs', cell: (c) => c.reference },
    { header: 'UTR', className: 'font-mono text-xs', cell: (c) => c.utr },
    { header: 'Claimed', className: 'whitespace-nowrap', cell: (c) => formatAdminDate(c.created_at) },
    {
      header: 'Actions',
      cell: (c) => (
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
      ),
    },
  ];

  return (
    <section aria-labelledby="funding-claims" className="mb-8">
      <h2 id="funding-claims" className="mb-3 text-lg font-semibold text-slate-900">
        Funding claims
      </h2>
      <AdminList
        caption="Funding claims awaiting confirmation"
        pagerLabel="Funding claims pages"
        query={list}
        rows={list.data?.fundings}
        paging={paging}
        rowKey={(c) => c.id}
        columns={columns}
        empty="No funding claims awaiting confirmation."
        failure={(error) => `Error loading funding claims: ${loadErrorMessage(error)}`}
      />
      <RejectFundingDialog claim={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}
