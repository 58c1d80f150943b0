import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '@shared/dates';
import type { DisclosureReviewItem } from '@shared/schemas/disclosure-review';
import { Badge, SelectField } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FiltersFieldset } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';

type Kind = DisclosureReviewItem['kind'] | 'all';

const KINDS = ['all', 'work', 'post'] as const;

/** Who approved the work over the failing check, and why; a live post has no approval. */
function Approval({ item: i }: { item: DisclosureReviewItem }) {
  const { t } = useTranslation('admin', { keyPrefix: 'disclosure' });
  if (i.kind === 'post') return <span className="text-slate-600">{t('livePostRecorded')}</span>;
  if (i.auto_approved) return <span className="text-slate-700">{t('autoApproved')}</span>;
  return (
    <span className="text-slate-800">
      <span className="font-medium">{t('brandReason')}</span>
      {i.override_reason ?? t('noReason')}
    </span>
  );
}

/**
 * Disclosure checks (docs/product.md#disclosure): captions that fail the advertisement-label check,
 * approved work with the brand's override reason and live posts, newest first, so moderators can act.
 */
export function DisclosureTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'disclosure' });
  const [kind, setKind] = useState<Kind>('all');
  const filters = { kind: kind === 'all' ? undefined : kind };
  const paging = useAdminPaging(JSON.stringify(filters));
  const list = trpc.adminDisclosure.list.useQuery(
    { ...filters, ...paging.input },
    { placeholderData: keepPreviousData },
  );

  const columns: Column<DisclosureReviewItem>[] = [
    {
      header: t('columns.campaign'),
      className: 'min-w-40 break-words',
      cell: (i) => (
        <div>
          <p className="font-medium text-slate-900">{i.campaign_title}</p>
          <p className="text-xs text-slate-600">
            {i.brand_name} · {i.creator_name}
          </p>
        </div>
      ),
    },
    {
      header: t('columns.kind'),
      cell: (i) => (
        <Badge tone={i.kind === 'post' ? 'blue' : 'gray'}>
          {i.kind === 'post' ? t('livePost') : t('work')}
        </Badge>
      ),
    },
    {
      header: t('columns.caption'),
      className: 'min-w-56 max-w-sm break-words',
      cell: (i) => (
        <div className="space-y-1">
          <p className="line-clamp-4 whitespace-pre-line">{i.caption}</p>
          {i.url && (
            <a
              href={i.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block break-all text-xs font-medium text-indigo-700 underline hover:text-indigo-900"
            >
              {i.url}
            </a>
          )}
        </div>
      ),
    },
    {
      header: t('columns.problems'),
      className: 'min-w-56 max-w-sm text-xs text-slate-800',
      cell: (i) => (
        <ul className="list-disc space-y-1 pl-4">
          {i.disclosure.problems.map((p) => (
            <li key={p}>{t(`advice.${p}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      header: t('columns.approval'),
      className: 'min-w-48 max-w-xs break-words text-sm',
      cell: (i) => <Approval item={i} />,
    },
    {
      header: t('columns.when'),
      className: 'whitespace-nowrap text-xs',
      cell: (i) => formatAdminDateTime(i.at),
    },
  ];

  return (
    <div>
      <SectionHeader title={t('title')} description={t('description')} />
      <FiltersFieldset grid="sm:grid-cols-2">
        <SelectField
          label={t('show')}
          value={kind}
          options={KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          onChange={(e) => setKind(e.target.value as Kind)}
        />
      </FiltersFieldset>
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pages')}
        query={list}
        rows={list.data?.items}
        paging={paging}
        rowKey={(i) => `${i.kind}:${i.id}`}
        columns={columns}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
      />
    </div>
  );
}
