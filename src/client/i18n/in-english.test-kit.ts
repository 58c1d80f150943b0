import { vi } from 'vitest';
import app from './en/app';
import { i18n } from './i18n';

/**
 * For unit tests of client helpers that write texts with the app's i18n (src/client/i18n/i18n.ts):
 * starts it in English with the English `app` catalogue, as a page in English has it. The page's
 * `lang` is set on a stand-in document (these tests run in node).
 */
export async function clientInEnglish() {
  if (i18n.isInitialized) return;
  if (typeof document === 'undefined') vi.stubGlobal('document', { documentElement: {} });
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['app'],
    defaultNS: 'app',
    resources: { en: { app } },
    interpolation: { escapeValue: false },
  });
}
