import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import { Button, SearchInput } from '@client/components/ui';
import { useDebounced } from '@client/lib/use-debounced';
import { loadErrorMessage } from '@client/lib/failure';
import { AdminList, useAdminPaging, type Column } from './admin-list';
import { SectionHeader } from './section-header';
import { SuspendUserDialog, type AccountKind } from './suspend-user-dialog';
import { UnsuspendDialog } from './unsuspend-dialog';

/** The search box's text, the debounced term the server gets, and the page: the list's input. */
export function useDirectorySearch() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const paging = useAdminPaging(term);
  return { search, setSearch, term, paging, input: { search: term || undefined, ...paging.input } };
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

const contact = (header: string): Column<AccountRow> => ({
  header,
  className: 'min-w-44',
  cell: (row) => (
    <>
      <p className="[overflow-wrap:anywhere]">{row.email}</p>
      {row.phone && <p className="text-xs text-slate-500">{row.phone}</p>}
    </>
  ),
});

const joined = (header: string): Column<AccountRow> => ({
  header,
  className: 'whitespace-nowrap',
  cell: (row) => formatAdminDate(row.user_created_at),
});

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
  const { t } = useTranslation('admin', { keyPrefix: 'shared.directory' });
  const [toSuspend, setToSuspend] = useState<{ id: string; name: string } | null>(null);
  const [toUnsuspend, setToUnsuspend] = useState<{ id: string; name: string } | null>(null);
  const Noun = capitalised(noun);
  const actions: Column<Row> = {
    header: t('actions'),
    className: 'whitespace-nowrap',
    cell: (row) => {
      const name = nameOf(row);
      return (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onDetails(row)}
            aria-label={t('detailsOf', { name })}
          >
            {t('details')}
          </Button>
          {row.suspended ? (
            <Button
              size="sm"
              onClick={() => setToUnsuspend({ id: row.id, name })}
              aria-label={t('unsuspendName', { name })}
            >
              {t('unsuspend')}
            </Button>
          ) : (
            <Button
              variant="danger"
              size="sm"
              onClick={() => setToSuspend({ id: row.id, name })}
              aria-label={t('suspendName', { name })}
            >
              {t('suspend')}
            </Button>
          )}
        </div>
      );
    },
  };

  return (
    <div>
      <SectionHeader
        title={total === undefined ? title : t('titleWithTotal', { title, total: formatCount(total) })}
        description={description}
      />
      <div className="mb-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">{stats}</div>
      <div className="mb-3">
        <SearchInput
          label={t('search', { noun })}
          placeholder={t('searchPlaceholder', { noun })}
          value={directory.search}
          onChange={directory.setSearch}
        />
      </div>
      <AdminList
        caption={Noun}
        pagerLabel={t('pages', { noun: Noun })}
        query={list}
        rows={props.rows}
        paging={directory.paging}
        rowKey={(row) => row.id}
        columns={[identity, contact(t('contact')), ...columns, joined(t('joined')), actions]}
        empty={directory.term ? t('noMatch', { noun }) : t('none', { noun })}
        failure={(error) => t('failure', { noun, message: loadErrorMessage(error) })}
        skeleton="h-14"
      />
      {children}
      <SuspendUserDialog account={toSuspend} kind={kind} onClose={() => setToSuspend(null)} />
      <UnsuspendDialog account={toUnsuspend} kind={kind} onClose={() => setToUnsuspend(null)} />
    </div>
  );
}
