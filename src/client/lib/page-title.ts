import type { ParseKeys, TOptions } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '@shared/product';

/** A key of the `titles` catalogue part ('about', 'creatorTabs.browse'). */
export type TitleKey = ParseKeys<'public', Record<string, unknown>, 'titles'>;

/**
 * A part of a browser title: a title's key, a key with its values ({ key: 'statement', values: { fy } }),
 * or a text shown as written (a creator's or a counterpart's name).
 */
export type TitlePart = TitleKey | { key: TitleKey; values: Record<string, string> } | { text: string };

/** Where a route's `head` keeps its title's parts, for RouteTitle to read. */
export const TITLE_META = 'title-parts';

/**
 * A route's `head`: its browser title, as keys (a route's head is no component and is not run again
 * when the language changes). The root's RouteTitle puts the deepest route's title on the tab, in the
 * page's language, and again after a switch.
 */
export const pageTitle = (...parts: TitlePart[]) => ({
  meta: [{ name: TITLE_META, content: JSON.stringify(parts) }],
});

/** The parts a route's `head` kept (pageTitle), or undefined for a route that names none. */
export const titlePartsOf = (content: string | undefined): TitlePart[] | undefined =>
  content === undefined ? undefined : (JSON.parse(content) as TitlePart[]);

/** The browser title in the page's language, most specific part first ("Campaigns · Brand dashboard · Collab Marketplace"). */
export function useDocumentTitle(parts: TitlePart[] | undefined) {
  const { t } = useTranslation('public', { keyPrefix: 'titles' });
  const words = (parts ?? []).map((part) =>
    typeof part === 'string' ? t(part) : 'text' in part ? part.text : t(part.key, part.values as TOptions),
  );
  const title = [...words, APP_NAME].join(' · ');
  return parts === undefined ? undefined : title;
}

/** The title of a screen that is not a route of its own, or that knows more than its route. */
export function usePageTitle(...parts: TitlePart[]) {
  const title = useDocumentTitle(parts);
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
