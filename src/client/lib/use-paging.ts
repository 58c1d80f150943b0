import { useCallback, useState } from 'react';
import { clampOffset } from './paging';

export type Paging = ReturnType<typeof usePaging>;

/**
 * Where a paged list is: its offset, and moving by a page. Another `key` (any text that changes with
 * the search or filters) starts again from the first page.
 */
export function usePaging(key: string, pageSize: number) {
  const [state, setState] = useState({ key, offset: 0 });
  const offset = state.key === key ? state.offset : 0;
  // Stable for a key, so an effect can depend on it.
  const goTo = useCallback((next: number) => setState({ key, offset: clampOffset(next) }), [key]);
  return {
    offset,
    pageSize,
    goTo,
    next: () => goTo(offset + pageSize),
    previous: () => goTo(offset - pageSize),
  };
}
