import { useState, type ReactNode } from 'react';
import { formatAdminDate, formatCount } from '@shared/format';
import { Button, EmptyState, SearchInput, SkeletonList } from '@client/components/ui';
import { useDebounced } from '@client/lib/use-debounced';
import { loadErrorMessage } from './failure';
import { InlineError } from './inline-error';
import { Pager } from './pager';
import { usePaging } from './paging';
import { SectionHeader } from './section-header';
import { SuspendUserDialog, type AccountKind } from './suspend-user-dialog';
import { DataTable, Td, Th } from './table';
import { UnsuspendDialog } from './unsuspend-dialog';

/** The search box's text, the debounced term the server gets, and the page: the list's input. */
export function useDirectorySearch() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const paging = usePaging(term);
  return { search, setSearch, term, paging, input: { search: term || undefined, ...paging.request } };
}

type DirectorySearch = ReturnType<typeof useDirectorySearch>;

/** The fields every account row has: the table shows its contact, join date and suspension. */
type AccountRow = {
  id: string;
  email: string;
  phone: string | null;
  user_created_at: string;
  suspended: boolean;
};

export type Column<Row> = { header: string; className?: string; cell: (row: Row) => ReactNode };

type ListState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type Props<Row extends AccountRow> = {
  /** 'Brand Management'; the total is added once the summary is in. */
  title: string;
  total: number | undefined;
  description: string;
  /** The summary cards. */
  stats: ReactNode;
  /** What the rows are, in the plural: 'brands'. */
  noun: string;
  directory: DirectorySearch;
  list: ListState;
  rows: readonly Row[] | undefined;
  nameOf: (row: Row) => string;
  /** The row's own first column (who it is), then its own columns between Contact and Joined. */
  identity: Column<Row>;
  columns: Column<Row>[];
  onDetails: (row: Row) => void;
  /** Which suspension messages the dialogs use. */
  kind: AccountKind;
  /** The details dialog. */
  children?: ReactNode;
};

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/**
 * Creator Management and Brand Management: a title with the count, summary cards, a
 * search box, a paged table of accounts with Details, Suspend and Unsuspend, and their dialogs.
 */
export function UserDirectory<Row extends AccountRow>(props: Props<Row>) {
  const {
    title,
    total,
    description,
    stats,
    noun,
    directory,
    list,
    nameOf,
    identity,
    columns,
    onDetails,
    kind,
    children,
  } = props;
  const { rows, hasNext } = directory.paging.slice(props.rows);
  const [toSuspend, setToSuspend] = useState<{ id: string; name: string } | null>(null);
  const [toUnsuspend, setToUnsuspend] = useState<{ id: string; name: string } | null>(null);
  const Noun = capitalised(noun);

  return (
    <div>
      <SectionHeader
        title={total === undefined ? title : `${title} (${formatCount(total)})`}
        description={description}
      />
      <div className="mb-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">{stats}</div>
      <div className="mb-3">
        <SearchInput
          label={`Search ${noun}`}
          placeholder={`Search ${noun}...`}
          value={directory.search}
          onChange={directory.setSearch}
        />
      </div>
      {list.isPending ? (
        <SkeletonList count={3} className="h-14" />
      ) : list.isError ? (
        <InlineError
          action={
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          Error loading {noun}: {loadErrorMessage(list.error)}
        </InlineError>
      ) : rows.length === 0 ? (
        <EmptyState
          title={directory.term ? `No ${noun} match your search.` : `No ${noun} have signed up yet.`}
        />
      ) : (
        <>
          <DataTable caption={Noun} busy={list.isPlaceholderData}>
            <thead>
              <tr>
                <Th>{identity.header}</Th>
                <Th>Contact</Th>
                {columns.map((c) => (
                  <Th key={c.header}>{c.header}</Th>
                ))}
                <Th>Joined</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => {
                const name = nameOf(row);
                return (
                  <tr key={row.id}>
                    <Td className={identity.className}>{identity.cell(row)}</Td>
                    <Td className="min-w-44">
                      <p className="[overflow-wrap:anywhere]">{row.email}</p>
                      {row.phone && <p className="text-xs text-slate-500">{row.phone}</p>}
                    </Td>
                    {columns.map((c) => (
                      <Td key={c.header} className={c.className}>
                        {c.cell(row)}
                      </Td>
                    ))}
                    <Td className="whitespace-nowrap">{formatAdminDate(row.user_created_at)}</Td>
                    <Td className="whitespace-nowrap">
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => onDetails(row)}
                          aria-label={`Details of ${name}`}
                        >
                          Details
                        </Button>
                        {row.suspended ? (
                          <Button
                            size="sm"
                            onClick={() => setToUnsuspend({ id: row.id, name })}
                            aria-label={`Unsuspend ${name}`}
                          >
                            Unsuspend
                          </Button>
                        ) : (
                          <Button
                            variant="danger"
                            size="sm"
                            onClick={() => setToSuspend({ id: row.id, name })}
                            aria-label={`Suspend ${name}`}
                          >
                            Suspend
                          </Button>
                        )}
                      </div>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
          <Pager
            label={Noun}
            offset={directory.paging.offset}
            shown={rows.length}
            hasNext={hasNext}
            onPrevious={directory.paging.previous}
            onNext={directory.paging.next}
          />
        </>
      )}
      {children}
      <SuspendUserDialog account={toSuspend} kind={kind} onClose={() => setToSuspend(null)} />
      <UnsuspendDialog account={toUnsuspend} kind={kind} onClose={() => setToUnsuspend(null)} />
    </div>
  );
}
