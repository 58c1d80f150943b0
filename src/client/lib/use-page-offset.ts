import { useState } from 'react';

/** Where a paged list is (its offset); another `key` (a new search or filter) starts again from the first page. */
export function usePageOffset(key: string) {
  const [state, setState] = useState({ key, offset: 0 });
  const offset = state.key === key ? state.offset : 0;
  return [offset, (next: number) => setState({ key, offset: next })] as const;
}
