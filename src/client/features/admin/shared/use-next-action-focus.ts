import { useCallback, useState } from 'react';

/**
 * Where focus goes after a row's own button did its work and went away with it (Mark paid, Send
 * again): it would fall to the page. `acted(id)` is told the row; once the list read again no longer
 * offers that row the action, focus goes to the next row on the page that does (`refFor(row)` on
 * each row's button), or, with none left, to the list's heading (`headingRef`; it takes tabIndex -1).
 * `rows`: the rows on screen (without an admin list's peeked row), undefined until loaded. The refs
 * are given only once focus should move, so React hands them their element at that moment.
 */
export function useNextActionFocus<Row extends { id: string }>(
  rows: readonly Row[] | undefined,
  offers: (row: Row) => boolean,
) {
  const [acted, setActed] = useState<string | null>(null);
  const settled = acted !== null && !!rows && !rows.some((r) => r.id === acted && offers(r));
  const next = settled ? rows.find(offers)?.id : undefined;
  const focusHere = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    element.focus();
    setActed(null);
  }, []);
  return {
    acted: setActed,
    refFor: (row: Row) => (row.id === next ? focusHere : undefined),
    headingRef: settled && next === undefined ? focusHere : undefined,
  };
}
