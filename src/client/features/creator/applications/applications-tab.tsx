import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { dealPaysMoney } from '@shared/campaign-terms';
import { formatCount } from '@shared/format';
import type { Application } from '@shared/schemas/application';
import { buttonClass, EmptyState, LoadFailed, Pager, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { usePaging } from '@client/lib/use-paging';
import { ApplicationRow } from './application-row';
import { SubmitWorkDialog, type SubmitWorkTarget } from './submit-work-dialog';
import { WithdrawDialog } from './withdraw-dialog';

const PAGE_SIZE = 10;

/** My Applications: every application with its status message, pitch, work versions, Submit Your Work and Withdraw. */
export function ApplicationsTab() {
  const { t } = useTranslation('app', { keyPrefix: 'creator.applications' });
  const paging = usePaging('', PAGE_SIZE);
  const [submitTarget, setSubmitTarget] = useState<SubmitWorkTarget | null>(null);
  const [withdrawTarget, setWithdrawTarget] = useState<Application | null>(null);
  const applications = trpc.applications.listMy.useQuery(
    { limit: PAGE_SIZE, offset: paging.offset },
    { placeholderData: keepPreviousData },
  );
  const list = applications.data?.applications ?? [];

  const total = applications.data?.total ?? 0;

  return (
    <section aria-labelledby="applications-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="applications-heading" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        {applications.data && (
          <p className="text-sm text-slate-600">
            {formatCount(total)} {t('count', { count: total })}
          </p>
        )}
      </div>
      <div className="mt-4">
        {applications.isPending ? (
          <SkeletonList count={3} className="h-36" />
        ) : applications.isError && !applications.data ? (
          <LoadFailed title={t('loadFailed')} onRetry={applications.refetch} />
        ) : list.length === 0 ? (
          <EmptyState title={t('empty')}>
            <Link
              from="/creator-dashboard"
              to="/creator-dashboard"
              search={(prev) => ({ ...prev, tab: 'browse' })}
              className={buttonClass('secondary')}
            >
              {t('browseCampaigns')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-4">
            {list.map((a) => (
              <li key={a.id}>
                <ApplicationRow
                  application={a}
                  onSubmitWork={(resubmit) =>
                    setSubmitTarget({
                      applicationId: a.id,
                      campaignTitle: a.campaign_title,
                      resubmit,
                      paid: dealPaysMoney({ collab_type: a.campaign_collab_type, budget: a.campaign_budget }),
                    })
                  }
                  onWithdraw={() => setWithdrawTarget(a)}
                />
              </li>
            ))}
          </ul>
        )}
        {applications.data && <Pager label={t('pages')} paging={paging} total={total} shown={list.length} />}
      </div>
      <SubmitWorkDialog target={submitTarget} onClose={() => setSubmitTarget(null)} />
      <WithdrawDialog target={withdrawTarget} onClose={() => setWithdrawTarget(null)} />
    </section>
  );
}
