import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/dates';
import type { Application } from '@shared/schemas/application';
import type { Dispute } from '@shared/schemas/disputes';
import { Badge, Button } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { useNow } from '@client/lib/use-now';
import { disputeWindow, workApprovedAt } from './dispute-window';

/** The newest of the caller's disputes about one application: every card reads the one list, asked for once. */
export function useLatestDispute(applicationId: string): Dispute | undefined {
  const list = trpc.disputes.my.useQuery();
  return list.data?.disputes.find((d) => d.application_id === applicationId);
}

type DisputeWindow = ReturnType<typeof disputeWindow>;

/**
 * Whether a dispute may still be opened about a collaboration, and until when: from the approved
 * version's review (the same versions the card lists, asked for only once the work is approved), or
 * the completion. Undefined while the versions load.
 */
export function useDisputeWindow(
  a: Pick<Application, 'id' | 'work_approved' | 'completed_at'>,
): DisputeWindow | undefined {
  const work = trpc.workSubmissions.listForApplication.useQuery({ id: a.id }, { enabled: a.work_approved });
  const now = useNow();
  if (a.work_approved && !work.data) return undefined;
  const approvedAt = work.data ? workApprovedAt(work.data.submissions) : null;
  return disputeWindow(approvedAt, a.completed_at, now);
}

/**
 * A collaboration's dispute on a card: Open dispute while the window is open, with until when; while
 * one is open its badge and the conversation where it is talked through; a resolved one says how it
 * ended, and none can be opened again (docs/product.md#disputes).
 */
export function DealDispute({
  applicationId,
  dispute,
  period,
  onOpen,
}: {
  applicationId: string;
  dispute: Dispute | undefined;
  period: DisputeWindow | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'deals.dispute' });
  if (dispute?.status === 'open') {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="red">{t('open')}</Badge>
        <Link
          to="/messages"
          search={{ conversation: applicationId }}
          className="font-medium text-indigo-700 underline hover:text-indigo-900"
        >
          {t('viewConversation')}
        </Link>
      </div>
    );
  }
  if (dispute) return <Resolution dispute={dispute} />;
  if (!period) return null;
  if (!period.open)
    return <p className="text-sm text-slate-600">{t('windowEnded', { date: formatDate(period.until) })}</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <Button variant="secondary" size="sm" onClick={onOpen}>
        {t('openButton')}
      </Button>
      {period.until && (
        <span className="text-slate-600">{t('until', { date: formatDate(period.until) })}</span>
      )}
    </div>
  );
}

function Resolution({ dispute }: { dispute: Dispute }) {
  // docs/product.md#disputes: a collaboration is disputed once, so a resolved one offers no other.
  const { t } = useTranslation('app', { keyPrefix: 'deals.dispute' });
  const outcome = dispute.resolution ? t(`resolutions.${dispute.resolution}`) : t('closed');
  const share =
    dispute.resolution === 'split' && dispute.creator_share !== null
      ? t('creatorShare', { share: dispute.creator_share })
      : '';
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <p>
        <span className="font-medium">{t('resolved')}</span>
        {outcome}
        {share}
        {dispute.resolved_at && <span className="text-slate-600"> · {formatDate(dispute.resolved_at)}</span>}
      </p>
      {dispute.admin_notes && <p className="mt-1 whitespace-pre-line break-words">{dispute.admin_notes}</p>}
    </div>
  );
}
