import { i18n } from '@client/i18n/i18n';

/** Where a paged list is and what moving changes; pure, so the rules are tested without React. */

/** The offset after a move, never before the first row. */
export const clampOffset = (offset: number) => Math.max(0, offset);

/**
 * The offset of the last page that has rows, when the current one was left empty (its rows deleted
 * or moved to another status); `undefined` when the page still has rows.
 */
export function emptiedPageOffset(offset: number, pageSize: number, total: number): number | undefined {
  if (offset === 0 || offset < total) return undefined;
  return Math.max(0, Math.ceil(total / pageSize) - 1) * pageSize;
}

/**
 * For a list whose answer carries no total: ask for one row more than a page, and a next page
 * exists when it comes back.
 */
export const peekInput = (offset: number, pageSize: number) => ({ limit: pageSize + 1, offset });

/** The rows of the page (the extra row dropped) and whether a next page exists. */
export function peekSlice<T>(rows: readonly T[] | undefined, pageSize: number) {
  const list = rows ?? [];
  return { rows: list.slice(0, pageSize), hasNext: list.length > pageSize };
}

/** The pager's line: which rows are on screen, and of how many when the list reports its total. */
export function pagerText(
  offset: number,
  shown: number,
  total: number | undefined,
  count: (n: number) => string,
) {
  if (shown === 0) return i18n.t('common.pager.none', { ns: 'public' });
  const range = { ns: 'public', from: count(offset + 1), to: count(offset + shown) } as const;
  return total === undefined
    ? i18n.t('common.pager.range', range)
    : i18n.t('common.pager.rangeOf', { ...range, total: count(total) });
}
