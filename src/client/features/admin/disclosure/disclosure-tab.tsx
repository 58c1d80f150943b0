import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAdminDateTime } from '@shared/dates';
import { DISCLOSURE_ADVICE } from '@shared/disclosure';
import type { DisclosureReviewItem } from '@shared/schemas/disclosure-review';
import { Badge, SelectField } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FiltersFieldset } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';

type Kind = DisclosureReviewItem['kind'] | 'all';

const KIND_OPTIONS = [
  { value: 'all', label: 'Approved work and live posts' },
  { value: 'work', label: 'Approved work' },
  { value: 'post', label: 'Live posts' },
];

/** Who approved the work over the failing check, and why; a live post has no approval. */
function Approval({ item: i }: { item: DisclosureReviewItem }) {
  if (i.kind === 'post') return <span className="text-slate-600">Live post, recorded by the creator</span>;
  if (i.auto_approved)
    return <span className="text-slate-700">Approved by the platform after the review time: no reason</span>;
  return (
    <span className="text-slate-800">
      <span className="font-medium">Brand’s reason: </span>
      {i.override_reason ?? 'none'}
    </span>
  );
}

/**
 * Disclosure checks (docs/product.md#disclosure): captions that fail the advertisement-label check,
 * approved work with the brand's override reason and live posts, newest first, so moderators can act.
 */
export function DisclosureTab() {
  const [kind, setKind] = useState<Kind>('all');
  const filters = { kind: kind === 'all' ? undefined : kind };
  const paging = useAdminPaging(JSON.stringify(filters));
  const list = trpc.adminDisclosure.list.useQuery(
    { ...filters, ...paging.input },
    { placeholderData: keepPreviousData },
  );

  const columns: Column<DisclosureReviewItem>[] = [
    {
      header: 'Campaign',
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
      header: 'Kind',
      cell: (i) => (
        <Badge tone={i.kind === 'post' ? 'blue' : 'gray'}>{i.kind === 'post' ? 'Live post' : 'Work'}</Badge>
      ),
    },
    {
      header: 'Caption',
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
      header: 'What is wrong',
      className: 'min-w-56 max-w-sm text-xs text-slate-800',
      cell: (i) => (
        <ul className="list-disc space-y-1 pl-4">
          {i.disclosure.problems.map((p) => (
            <li key={p}>{DISCLOSURE_ADVICE[p]}</li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Approval',
      className: 'min-w-48 max-w-xs break-words text-sm',
      cell: (i) => <Approval item={i} />,
    },
    { header: 'When', className: 'whitespace-nowrap text-xs', cell: (i) => formatAdminDateTime(i.at) },
  ];

  return (
    <div>
      <SectionHeader
        title="Disclosure Checks"
        description="Captions without a clear advertisement label: work approved anyway, with the brand’s reason, and live posts. The check is an aid, not legal advice."
      />
      <FiltersFieldset grid="sm:grid-cols-2">
        <SelectField
          label="Show"
          value={kind}
          options={KIND_OPTIONS}
          onChange={(e) => setKind(e.target.value as Kind)}
        />
      </FiltersFieldset>
      <AdminList
        caption="Captions failing the disclosure check"
        pagerLabel="Disclosure check pages"
        query={list}
        rows={list.data?.items}
        paging={paging}
        rowKey={(i) => `${i.kind}:${i.id}`}
        columns={columns}
        empty="No captions fail the disclosure check."
        failure={(error) => `Error loading disclosure checks: ${loadErrorMessage(error)}`}
      />
    </div>
  );
}
