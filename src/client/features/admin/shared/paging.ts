import { useState } from 'react';

/** Rows per page of every admin table. */
export const PAGE_SIZE = 25;

/**
 * Server paging for lists that do not report a total: ask for one row more than a page, and a
 * next page exists when it comes back. `filtersKey` is any text that changes with the filters:
 * a new filter goes back to the first page.
 */
export function usePaging(filtersKey: string) {
  const [state, setState] = useState({ key: filtersKey, offset: 0 });
  const offset = state.key === filtersKey ? state.offset : 0;
  return {
    offset,
    /** The limit and offset to send. */
    request: { limit: PAGE_SIZE + 1, offset },
    /** The rows to show and whether there are more. */
    slice<T>(rows: readonly T[] | undefined) {
      const list = rows ?? [];
      return { rows: list.slice(0, PAGE_SIZE), hasNext: list.length > PAGE_SIZE };
    },
    next: () => setState({ key: filtersKey, offset: offset + PAGE_SIZE }),
    previous: () => setState({ key: filtersKey, offset: Math.max(0, offset - PAGE_SIZE) }),
  };
}
