import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatAdminDate } from '@shared/dates';
import { GRIEVANCE_STATUSES } from '@shared/enums';
import type { AdminGrievance } from '@shared/schemas/grievances';
import { Badge, Button, SelectField } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useNow } from '@client/lib/use-now';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FiltersFieldset } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { GrievanceAnswerDialog } from './grievance-answer-dialog';

type Status = AdminGrievance['status'] | '';

const DAY_MS = 86_400_000;

/** "Due in 12 days", "Overdue by 3 days": how near an open grievance's due date is. */
function dueNote(dueAt: string, now: number, t: TFunction<'admin', 'grievances'>) {
  const days = Math.ceil((Date.parse(dueAt) - now) / DAY_MS);
  if (days < 0) return { text: t('overdue', { count: -days }), tone: 'red' as const };
  return { text: t('dueIn', { count: days }), tone: days <= 7 ? ('yellow' as const) : ('gray' as const) };
}

/** Grievances (docs/product.md#grievances): open ones first by due date, to read and answer. */
export function GrievancesTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'grievances' });
  const [status, setStatus] = useState<Status>('');
  const filters = { status: status || undefined };
  const paging = useAdminPaging(JSON.stringify(filters));
  const list = trpc.adminGrievances.list.useQuery(
    { ...filters, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const [answering, setAnswering] = useState<AdminGrievance | null>(null);
  const now = useNow();

  const columns: Column<AdminGrievance>[] = [
    {
      header: t('columns.due'),
      className: 'whitespace-nowrap',
      cell: (g) => {
        const note = dueNote(g.due_at, now, t);
        return (
          <div className="space-y-1">
            <p>{formatAdminDate(g.due_at)}</p>
            {g.status === 'open' && <Badge tone={note.tone}>{note.text}</Badge>}
          </div>
        );
      },
    },
    {
      header: t('columns.from'),
      className: 'min-w-32',
      cell: (g) => (
        <div>
          <p className="font-medium">{g.user_name ?? t('erased')}</p>
          {g.user_email && <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">{g.user_email}</p>}
        </div>
      ),
    },
    {
      header: t('columns.grievance'),
      className: 'min-w-56 max-w-md',
      cell: (g) => (
        <div>
          <p className="font-medium [overflow-wrap:anywhere]">{g.subject}</p>
          <p className="line-clamp-2 whitespace-pre-line text-slate-600">{g.details}</p>
          <p className="mt-1 text-xs text-slate-500">
            {t('raised', { date: formatAdminDate(g.created_at) })}
          </p>
        </div>
      ),
    },
    {
      header: t('columns.status'),
      cell: (g) => (
        <div className="space-y-1">
          <Badge tone={g.status === 'open' ? 'yellow' : 'green'}>{t(`statuses.${g.status}`)}</Badge>
          {g.answered_at && (
            <p className="text-xs text-slate-600">
              {formatAdminDate(g.answered_at)}
              {g.answered_by_name ? t('byName', { name: g.answered_by_name }) : ''}
            </p>
          )}
        </div>
      ),
    },
    {
      header: t('columns.actions'),
      cell: (g) => (
        <Button
          size="sm"
          variant={g.status === 'open' ? 'primary' : 'secondary'}
          onClick={() => setAnswering(g)}
          aria-label={t(g.status === 'open' ? 'answerLabel' : 'viewLabel', { subject: g.subject })}
        >
          {g.status === 'open' ? t('answer') : t('view')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader title={t('title')} description={t('description')} />
      <FiltersFieldset grid="sm:grid-cols-2">
        <SelectField
          label={t('status')}
          value={status}
          placeholder={t('allStatus')}
          options={GRIEVANCE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          onChange={(e) => setStatus(e.target.value as Status)}
        />
      </FiltersFieldset>
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pages')}
        query={list}
        rows={list.data?.grievances}
        total={list.data?.total}
        paging={paging}
        rowKey={(g) => g.id}
        columns={columns}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
      />
      <GrievanceAnswerDialog grievance={answering} onClose={() => setAnswering(null)} />
    </div>
  );
}
