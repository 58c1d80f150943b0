import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTBOX_STATUSES, type OutboxStatus } from '@shared/enums';
import { formatAdminDateTime } from '@shared/dates';
import { formatCount } from '@shared/format';
import type { OutboxEmailRow } from '@shared/schemas/emails';
import { useToast } from '@client/components/toast';
import {
  Badge,
  Button,
  LoadFailed,
  SelectField,
  SkeletonList,
  StatCard,
  statusLabel,
  statusTone,
} from '@client/components/ui';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';
import { peekSlice } from '@client/lib/paging';
import { trpc } from '@client/lib/trpc';
import { useDebounced } from '@client/lib/use-debounced';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FiltersFieldset, SearchFilter } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { useNextActionFocus } from '../shared/use-next-action-focus';

type Filter = OutboxStatus | 'all';

const failed = (e: OutboxEmailRow) => e.status === 'failed';

/** When it was queued, and when it went out or is tried next. */
function Dates({ email: e }: { email: OutboxEmailRow }) {
  const { t } = useTranslation('admin', { keyPrefix: 'emails.dates' });
  return (
    <dl className="space-y-0.5 text-xs">
      <div>
        <dt className="inline text-slate-500">{t('queued')}</dt>
        <dd className="inline">{formatAdminDateTime(e.created_at)}</dd>
      </div>
      {e.sent_at ? (
        <div>
          <dt className="inline text-slate-500">{t('sent')}</dt>
          <dd className="inline">{formatAdminDateTime(e.sent_at)}</dd>
        </div>
      ) : (
        e.status === 'pending' && (
          <div>
            <dt className="inline text-slate-500">{t('next')}</dt>
            <dd className="inline">{formatAdminDateTime(e.next_attempt_at)}</dd>
          </div>
        )
      )}
    </dl>
  );
}

/**
 * Emails: the outbox every email goes through (docs/product.md#email-outbox), by status with the count
 * of each; the failed ones first when there are any, each with Send again.
 */
export function EmailsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'emails' });
  const toast = useToast();
  const utils = trpc.useUtils();
  // Until the admin picks a status, the failed emails show when there are any, else every email:
  // the counts come first (with one email, the least the list answers), and the choice then holds,
  // so sending the last failed email again does not switch the list under the admin.
  const first = trpc.adminEmails.list.useQuery({ limit: 1 });
  const [picked, setPicked] = useState<Filter | null>(null);
  if (picked === null && first.data) setPicked(first.data.counts.failed > 0 ? 'failed' : 'all');
  const status = picked ?? undefined;
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const filters = { status: status === 'all' ? undefined : status, search: term || undefined };
  const paging = useAdminPaging(JSON.stringify(filters));
  const list = trpc.adminEmails.list.useQuery(
    { ...filters, ...paging.input },
    { placeholderData: keepPreviousData, enabled: status !== undefined },
  );
  const counts = list.data?.counts ?? first.data?.counts;

  const retry = trpc.adminEmails.retry.useMutation();
  const shown = list.data && peekSlice(list.data.emails, paging.pageSize).rows;
  // A failed email sent again leaves the failed list: focus goes to the next one, or the heading.
  const { acted, refFor, headingRef } = useNextActionFocus(shown, failed);

  const sendAgain = async (e: OutboxEmailRow) => {
    try {
      await retry.mutateAsync({ id: e.id });
      toast({
        variant: 'success',
        title: t('queuedAgain'),
        description: t('queuedAgainText', { subject: e.subject, recipient: e.recipient }),
      });
      acted(e.id);
    } catch (error) {
      // Another admin may have sent it again meanwhile: the server says what it is now.
      toast({
        variant: 'error',
        title: t('notSent'),
        description: failureMessage(error, t('failedRetry')),
      });
    } finally {
      void utils.adminEmails.invalidate();
    }
  };

  const filterOptions = [
    { value: 'all', label: counts ? t('allCount', { n: formatCount(total(counts)) }) : t('all') },
    ...OUTBOX_STATUSES.map((s) => ({
      value: s,
      label: counts
        ? t('statusCount', { status: statusLabel(s), n: formatCount(counts[s]) })
        : statusLabel(s),
    })),
  ];

  const columns: Column<OutboxEmailRow>[] = [
    {
      header: t('columns.recipient'),
      className: 'min-w-40 [overflow-wrap:anywhere]',
      cell: (e) => <span className="font-medium text-slate-900">{e.recipient}</span>,
    },
    { header: t('columns.subject'), className: 'min-w-48 break-words', cell: (e) => e.subject },
    {
      header: t('columns.category'),
      className: 'whitespace-nowrap',
      cell: (e) => t(`categories.${e.category}`),
    },
    {
      header: t('columns.status'),
      cell: (e) => (
        <Badge tone={e.status === 'sending' ? 'blue' : statusTone(e.status)}>{statusLabel(e.status)}</Badge>
      ),
    },
    {
      header: t('columns.attempts'),
      className: 'text-right',
      headerClassName: 'text-right',
      cell: (e) => e.attempts,
    },
    {
      header: t('columns.lastError'),
      className: 'min-w-48 max-w-xs break-words text-xs text-slate-700',
      cell: (e) => e.last_error ?? <span className="text-slate-500">{t('none')}</span>,
    },
    { header: t('columns.dates'), className: 'whitespace-nowrap', cell: (e) => <Dates email={e} /> },
    {
      header: t('columns.action'),
      cell: (e) =>
        failed(e) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('sendAgainLabel', { subject: e.subject, recipient: e.recipient })}
            loading={retry.isPending && retry.variables?.id === e.id}
            onClick={() => void sendAgain(e)}
            ref={refFor(e)}
          >
            {t('sendAgain')}
          </Button>
        ) : null,
    },
  ];

  const n = (s: OutboxStatus) => (counts ? formatCount(counts[s]) : '—');
  return (
    <div>
      <SectionHeader title={t('title')} description={t('description')} />
      <div className="mb-5 grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard label={t('stats.failed')} value={n('failed')} hint={t('stats.failedHint')} />
        <StatCard label={t('stats.pending')} value={n('pending')} hint={t('stats.pendingHint')} />
        <StatCard label={t('stats.sending')} value={n('sending')} />
        <StatCard label={t('stats.sent')} value={n('sent')} />
      </div>
      <FiltersFieldset grid="sm:grid-cols-2">
        <SelectField
          label={t('status')}
          value={status ?? ''}
          options={filterOptions}
          onChange={(e) => setPicked(e.target.value as Filter)}
        />
        <SearchFilter placeholder={t('searchPlaceholder')} value={search} onChange={setSearch} />
      </FiltersFieldset>
      <h2 ref={headingRef} tabIndex={-1} className="mb-3 text-lg font-semibold text-slate-900">
        {status && status !== 'all' ? t('statusEmails', { status: statusLabel(status) }) : t('allEmails')}
      </h2>
      {first.isError ? (
        <LoadFailed
          title={t('failure', { message: loadErrorMessage(first.error) })}
          onRetry={first.refetch}
        />
      ) : status === undefined ? (
        <SkeletonList count={3} className="h-12" />
      ) : (
        <AdminList
          caption={t('caption')}
          pagerLabel={t('pages')}
          query={list}
          rows={list.data?.emails}
          paging={paging}
          rowKey={(e) => e.id}
          columns={columns}
          empty={
            status === 'all'
              ? term
                ? t('noMatch', { term })
                : t('noneYet')
              : // One word each (pending, sending, sent, failed): the status as the filter names it.
                t(term ? 'noMatchStatus' : 'noneStatus', { status: statusLabel(status).toLowerCase(), term })
          }
          failure={(error) => t('failure', { message: loadErrorMessage(error) })}
        />
      )}
    </div>
  );
}

const total = (counts: Record<OutboxStatus, number>) => Object.values(counts).reduce((s, n) => s + n, 0);
