import type { ReactNode } from 'react';
import { EmptyState, LoadFailed, Pager, SkeletonList } from '@client/components/ui';
import { peekInput, peekSlice } from '@client/lib/paging';
import { usePaging, type Paging } from '@client/lib/use-paging';
import { DataTable, Td, Th } from '@client/components/table';

/** Rows per page of every admin table. */
const PAGE_SIZE = 25;

/**
 * The page of an admin list: most admin lists report no total, so each asks for one row more than a
 * page (`input`) to know whether a next page exists. `filtersKey` is any text that changes with the
 * filters: a new filter goes back to the first page.
 */
export function useAdminPaging(filtersKey: string) {
  const paging = usePaging(filtersKey, PAGE_SIZE);
  return { ...paging, input: peekInput(paging.offset, PAGE_SIZE) };
}

export type Column<Row> = {
  header: string;
  /** Classes of the column's cells; `headerClassName` of its heading. */
  className?: string;
  headerClassName?: string;
  cell: (row: Row) => ReactNode;
};

/** What the list needs of its query. */
type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type Props<Row> = {
  /** The table's accessible name: 'User reports'. */
  caption: string;
  /** The pager's accessible name: 'Reports pages'. */
  pagerLabel: string;
  query: ListQuery;
  /** The rows the server sent (a page and one more). */
  rows: readonly Row[] | undefined;
  /** The list's total, for the lists whose answer reports one: the pager then says 'of N'. */
  total?: number;
  paging: Paging;
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  /** What an empty page says. */
  empty: string;
  /** What a failed load says: 'Error loading campaigns: {message}'. */
  failure: (error: unknown) => string;
  /** The height of a loading row. */
  skeleton?: string;
};

/** Every admin table: loading rows, a failed load with Try again, an empty message, the table and its pager. */
export function AdminList<Row>(props: Props<Row>) {
  const {
    caption,
    pagerLabel,
    query,
    paging,
    total,
    rowKey,
    columns,
    empty,
    failure,
    skeleton = 'h-12',
  } = props;
  const { rows, hasNext } = peekSlice(props.rows, paging.pageSize);
  if (query.isPending) return <SkeletonList count={3} className={skeleton} />;
  if (query.isError) return <LoadFailed title={failure(query.error)} onRetry={query.refetch} />;
  if (rows.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <DataTable caption={caption} busy={query.isPlaceholderData}>
        <thead>
          <tr>
            {columns.map((c) => (
              <Th key={c.header} className={c.headerClassName}>
                {c.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <Td key={c.header} className={c.className}>
                  {c.cell(row)}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Pager label={pagerLabel} paging={paging} shown={rows.length} total={total} hasNext={hasNext} />
    </>
  );
}
