import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAdminDate } from '@shared/dates';
import { GRIEVANCE_STATUS_LABELS, type AdminGrievance } from '@shared/schemas/grievances';
import { Badge, Button, SelectField } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useNow } from '@client/lib/use-now';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FiltersFieldset } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { GrievanceAnswerDialog } from './grievance-answer-dialog';

type Status = AdminGrievance['status'] | '';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
];

const DAY_MS = 86_400_000;

/** "Due in 12 days", "Overdue by 3 days": how near an open grievance's due date is. */
function dueNote(dueAt: string, now: number) {
  const days = Math.ceil((Date.parse(dueAt) - now) / DAY_MS);
  if (days < 0) return { text: `Overdue by ${-days} day${days === -1 ? '' : 's'}`, tone: 'red' as const };
  if (days <= 7) return { text: `Due in ${days} day${days === 1 ? '' : 's'}`, tone: 'yellow' as const };
  return { text: `Due in ${days} days`, tone: 'gray' as const };
}

/** Grievances (docs/product.md#grievances): open ones first by due date, to read and answer. */
export function GrievancesTab() {
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
      header: 'Due',
      className: 'whitespace-nowrap',
      cell: (g) => {
        const note = dueNote(g.due_at, now);
        return (
          <div className="space-y-1">
            <p>{formatAdminDate(g.due_at)}</p>
            {g.status === 'open' && <Badge tone={note.tone}>{note.text}</Badge>}
          </div>
        );
      },
    },
    {
      header: 'From',
      className: 'min-w-32',
      cell: (g) => (
        <div>
          <p className="font-medium">{g.user_name ?? 'Account erased'}</p>
          {g.user_email && <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">{g.user_email}</p>}
        </div>
      ),
    },
    {
      header: 'Grievance',
      className: 'min-w-56 max-w-md',
      cell: (g) => (
        <div>
          <p className="font-medium [overflow-wrap:anywhere]">{g.subject}</p>
          <p className="line-clamp-2 whitespace-pre-line text-slate-600">{g.details}</p>
          <p className="mt-1 text-xs text-slate-500">Raised {formatAdminDate(g.created_at)}</p>
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (g) => (
        <div className="space-y-1">
          <Badge tone={g.status === 'open' ? 'yellow' : 'green'}>{GRIEVANCE_STATUS_LABELS[g.status]}</Badge>
          {g.answered_at && (
            <p className="text-xs text-slate-600">
              {formatAdminDate(g.answered_at)}
              {g.answered_by_name ? ` by ${g.answered_by_name}` : ''}
            </p>
          )}
        </div>
      ),
    },
    {
      header: 'Actions',
      cell: (g) => (
        <Button
          size="sm"
          variant={g.status === 'open' ? 'primary' : 'secondary'}
          onClick={() => setAnswering(g)}
          aria-label={`${g.status === 'open' ? 'Answer' : 'View'} grievance: ${g.subject}`}
        >
          {g.status === 'open' ? 'Answer' : 'View'}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader
        title="Grievances"
        description="Complaints about personal data: each must be answered within 90 days. Open ones come first, soonest due."
      />
      <FiltersFieldset grid="sm:grid-cols-2">
        <SelectField
          label="Status"
          value={status}
          placeholder="All Status"
          options={STATUS_OPTIONS}
          onChange={(e) => setStatus(e.target.value as Status)}
        />
      </FiltersFieldset>
      <AdminList
        caption="Grievances"
        pagerLabel="Grievances pages"
        query={list}
        rows={list.data?.grievances}
        total={list.data?.total}
        paging={paging}
        rowKey={(g) => g.id}
        columns={columns}
        empty="No grievances found."
        failure={(error) => `Error loading grievances: ${loadErrorMessage(error)}`}
      />
      <GrievanceAnswerDialog grievance={answering} onClose={() => setAnswering(null)} />
    </div>
  );
}
