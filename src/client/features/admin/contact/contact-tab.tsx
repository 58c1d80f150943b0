import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@shared/schemas/contact';
import { formatCount } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import { Badge, Button, SelectField, StatCard, statusLabel, statusTone } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { loadErrorMessage } from '@client/lib/failure';
import { useDebounced } from '@client/lib/use-debounced';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FiltersFieldset, SearchFilter } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { ContactMessageDialog } from './contact-message-dialog';
import { ContactReplyDialog } from './contact-reply-dialog';
import { ContactStatusActions } from './contact-status-actions';
import { useContactLabels } from './contact-labels';
import { useContactStatus } from './use-contact-status';

type Status = ContactMessage['status'] | '';

/** Contact Messages: what visitors sent through the contact page, to read, reply to and mark answered. */
export function ContactTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'contact' });
  const { statusOptions, subjectLabel } = useContactLabels();
  const [status, setStatus] = useState<Status>('');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const filters = { status: status || undefined, search: term || undefined };
  const paging = useAdminPaging(JSON.stringify(filters));
  const stats = trpc.adminContact.stats.useQuery();
  const list = trpc.adminContact.list.useQuery(
    { ...filters, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const { mark, pendingId } = useContactStatus();
  // The opened message is kept as last read, so marking it (which may drop it from a filtered page) keeps it open.
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  // One dialog at a time: Reply from the opened message takes its place.
  const reply = (m: ContactMessage) => {
    setOpened(null);
    setReplying(m);
  };
  const markOpened = async (next: ContactMessage['status']) => {
    if (!opened) return;
    const saved = await mark(opened.id, next);
    if (saved) setOpened(saved);
  };

  const s = stats.data?.stats;
  const n = (v: number | undefined) => (v === undefined ? '—' : formatCount(v));

  const columns: Column<ContactMessage>[] = [
    { header: t('columns.date'), className: 'whitespace-nowrap', cell: (m) => formatAdminDate(m.created_at) },
    {
      header: t('columns.name'),
      className: 'min-w-32',
      cell: (m) => <span className="font-medium">{m.name}</span>,
    },
    { header: t('columns.email'), cell: (m) => <span className="[overflow-wrap:anywhere]">{m.email}</span> },
    { header: t('columns.subject'), className: 'whitespace-nowrap', cell: (m) => subjectLabel(m.subject) },
    {
      header: t('columns.message'),
      className: 'min-w-48 max-w-xs',
      cell: (m) => <p className="line-clamp-2 whitespace-pre-line text-slate-600">{m.message}</p>,
    },
    {
      header: t('columns.status'),
      cell: (m) => <Badge tone={statusTone(m.status)}>{statusLabel(m.status)}</Badge>,
    },
    {
      header: t('columns.actions'),
      cell: (m) => (
        <div className="flex flex-col items-stretch gap-1.5 whitespace-nowrap">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setOpened(m)}
            aria-label={t('viewFrom', { name: m.name })}
          >
            {t('view')}
          </Button>
          <ContactStatusActions
            message={m}
            busy={pendingId === m.id}
            onReply={reply}
            onMark={(next) => void mark(m.id, next)}
          />
        </div>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader title={t('title')} description={t('description')} />
      <div className="mb-5 grid grid-cols-3 gap-3">
        <StatCard label={t('stats.total')} value={n(s?.total_messages)} />
        <StatCard label={t('stats.new')} value={n(s?.new_messages)} />
        <StatCard label={t('stats.answered')} value={n(s?.answered_messages)} />
      </div>
      <FiltersFieldset grid="sm:grid-cols-2">
        <SelectField
          label={t('status')}
          value={status}
          placeholder={t('allStatus')}
          options={statusOptions}
          onChange={(e) => setStatus(e.target.value as Status)}
        />
        <SearchFilter placeholder={t('searchPlaceholder')} value={search} onChange={setSearch} />
      </FiltersFieldset>
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pages')}
        query={list}
        rows={list.data?.contact_messages}
        paging={paging}
        rowKey={(m) => m.id}
        columns={columns}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
      />
      <ContactMessageDialog
        message={opened}
        onClose={() => setOpened(null)}
        onReply={reply}
        onMark={(next) => void markOpened(next)}
        busy={opened !== null && pendingId === opened.id}
      />
      <ContactReplyDialog message={replying} onClose={() => setReplying(null)} />
    </div>
  );
}
