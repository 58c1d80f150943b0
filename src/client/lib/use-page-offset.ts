import { useCallback, useState } from 'react';

/** Where a paged list is (its offset); another `key` (a new search or filter) starts again from the first page. */
export function usePageOffset(key: string) {
  const [state, setState] = useState({ key, offset: 0 });
  const offset = state.key === key ? state.offset : 0;
  // The same function while the key stands, so an effect may list it among its dependencies.
  const setOffset = useCallback((next: number) => setState({ key, offset: next }), [key]);
  return [offset, setOffset] as const;
}
