import { formatRupees } from '@shared/format';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DisputeStatus } from '@shared/enums';
import { formatAdminDate } from '@shared/dates';
import { DISPUTE_REASON_LABELS, type Dispute } from '@shared/schemas/disputes';
import { Badge, Button, SelectField, statusLabel } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { SectionHeader } from '../shared/section-header';
import { DISPUTE_STATUS_TONES, netChangeText, resolutionText } from './dispute-labels';
import { ExpandableText } from './expandable-text';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

type StatusFilter = DisputeStatus | 'all';
const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

const about = (d: Dispute) => `the dispute about ${d.campaign_title} with ${d.creator_name}`;

/** What came of a resolved dispute: the outcome, the notes, the day (the Payout column has the net). */
function Outcome({ dispute: d }: { dispute: Dispute }) {
  return (
    <div className="min-w-36 space-y-0.5">
      <Badge tone={DISPUTE_STATUS_TONES[d.status]}>{statusLabel(d.status)}</Badge>
      {d.status === 'resolved' && (
        <>
          <p className="font-medium text-slate-900">{resolutionText(d)}</p>
          {d.admin_notes && (
            <p className="whitespace-pre-line break-words text-xs text-slate-600">{d.admin_notes}</p>
          )}
          {d.resolved_at && (
            <p className="whitespace-nowrap text-xs text-slate-600">
              Resolved {formatAdminDate(d.resolved_at)}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * Disputes between brands and creators (docs/product.md#disputes): what each is about, the payout it
 * holds, and for open ones Resolve; resolved ones show what was decided.
 */
export function DisputesTab() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const paging = useAdminPaging(status);
  const list = trpc.adminDisputes.list.useQuery(
    { status: status === 'all' ? undefined : status, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const [resolving, setResolving] = useState<Dispute | null>(null);

  const columns: Column<Dispute>[] = [
    { header: 'Campaign', className: 'min-w-32 font-medium text-slate-900', cell: (d) => d.campaign_title },
    {
      header: 'Parties',
      className: 'min-w-36',
      cell: (d) => (
        <>
          <p>
            {d.creator_name} <span className="text-xs text-slate-600">(creator)</span>
          </p>
          <p>
            {d.brand_name} <span className="text-xs text-slate-600">(brand)</span>
          </p>
          <p className="text-xs text-slate-600">Opened by the {d.side}</p>
        </>
      ),
    },
    {
      header: 'Reason',
      className: 'min-w-52 max-w-xs',
      cell: (d) => (
        <>
          <p className="font-medium text-slate-900">{DISPUTE_REASON_LABELS[d.reason]}</p>
          <ExpandableText text={d.details} about={about(d)} />
        </>
      ),
    },
    { header: 'Opened', className: 'whitespace-nowrap', cell: (d) => formatAdminDate(d.created_at) },
    {
      header: 'Payout',
      className: 'whitespace-nowrap',
      cell: (d) =>
        d.payout_status === null ? (
          <span className="text-slate-500">No payout</span>
        ) : (
          <>
            {statusLabel(d.payout_status)}
            {d.net_before !== null ? (
              <span className="block text-xs">Net {netChangeText(d)}</span>
            ) : (
              d.payout_net !== null && <span className="block text-xs">Net {formatRupees(d.payout_net)}</span>
            )}
          </>
        ),
    },
    { header: 'Status', cell: (d) => <Outcome dispute={d} /> },
    {
      header: 'Actions',
      cell: (d) => (
        <div className="flex flex-col items-start gap-2">
          <Link
            to="/messages"
            search={{ conversation: d.application_id }}
            aria-label={`View conversation of ${about(d)}`}
            className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
          >
            View conversation
          </Link>
          {d.status === 'open' && (
            <Button size="sm" aria-label={`Resolve ${about(d)}`} onClick={() => setResolving(d)}>
              Resolve
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader
        title="Disputes"
        description="Disputes between brands and creators, and the payouts they hold."
        actions={
          <SelectField
            label="Dispute status"
            value={status}
            options={STATUS_FILTERS}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          />
        }
      />
      <AdminList
        caption="Disputes"
        pagerLabel="Disputes pages"
        query={list}
        rows={list.data?.disputes}
        total={list.data?.total}
        paging={paging}
        rowKey={(d) => d.id}
        columns={columns}
        empty="No disputes found."
        failure={(error) => `Error loading disputes: ${loadErrorMessage(error)}`}
      />
      <ResolveDisputeDialog dispute={resolving} onClose={() => setResolving(null)} />
    </div>
  );
}
