import { Link } from '@tanstack/react-router';
import { formatDate } from '@shared/dates';
import { DISPUTE_RESOLUTION_LABELS, type Dispute } from '@shared/schemas/disputes';
import { Badge, Button } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';

/** The newest of the caller's disputes about one application: every card reads the one list, asked for once. */
export function useLatestDispute(applicationId: string): Dispute | undefined {
  const list = trpc.disputes.my.useQuery();
  return list.data?.disputes.find((d) => d.application_id === applicationId);
}

/**
 * A collaboration's dispute on a card: Open dispute, or while one is open its badge and the
 * conversation where it is talked through; a resolved one says how it ended (docs/product.md#disputes).
 */
export function DealDispute({
  applicationId,
  dispute,
  onOpen,
}: {
  applicationId: string;
  dispute: Dispute | undefined;
  onOpen: () => void;
}) {
  if (dispute?.status === 'open') {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="red">Dispute open</Badge>
        <Link
          to="/messages"
          search={{ conversation: applicationId }}
          className="font-medium text-indigo-700 underline hover:text-indigo-900"
        >
          View conversation
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-2 text-sm">
      {dispute && <Resolution dispute={dispute} />}
      <Button variant="secondary" size="sm" onClick={onOpen}>
        Open dispute
      </Button>
    </div>
  );
}

function Resolution({ dispute }: { dispute: Dispute }) {
  const outcome = dispute.resolution ? DISPUTE_RESOLUTION_LABELS[dispute.resolution] : 'Closed';
  const share =
    dispute.resolution === 'split' && dispute.creator_share !== null
      ? ` (creator ${dispute.creator_share}%)`
      : '';
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <p>
        <span className="font-medium">Dispute resolved: </span>
        {outcome}
        {share}
        {dispute.resolved_at && <span className="text-slate-600"> · {formatDate(dispute.resolved_at)}</span>}
      </p>
      {dispute.admin_notes && <p className="mt-1 whitespace-pre-line break-words">{dispute.admin_notes}</p>}
    </div>
  );
}
