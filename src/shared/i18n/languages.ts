/** The languages the product speaks (docs/product.md#languages): every screen, message and email. */
export const UI_LANGUAGES = ['en', 'hi'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: UiLanguage = 'en';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', hi: 'हिन्दी' };

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);

/** The Intl locale of numbers, money and dates: Indian digit grouping in both, Hindi month names in hi. */
export const localeOf = (language: UiLanguage) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * The most wanted language we speak in an Accept-Language header (`hi-IN,hi;q=0.9,en;q=0.8`), by its
 * q weights; undefined when it names none of ours.
 */
export function languageFromHeader(header: string | null | undefined): UiLanguage | undefined {
  if (!header) return undefined;
  let best: { language: UiLanguage; q: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isUiLanguage(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language;
}
