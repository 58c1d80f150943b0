import { vi } from 'vitest';
import { i18n } from '@client/i18n/i18n';
import publicCatalogue from '@client/i18n/en/public';

/**
 * For a node unit test of a helper that reads the catalogues through `i18n.t`: the app's instance
 * with the English `public` catalogue, as a browser in English has it (there is no page: the
 * instance's language listener sets the page's lang, so a stand-in page is given).
 */
export async function startEnglish() {
  if (i18n.isInitialized) return;
  vi.stubGlobal('document', { documentElement: {} });
  await i18n.init({
    lng: 'en',
    ns: ['public'],
    defaultNS: 'public',
    resources: { en: { public: publicCatalogue } },
    interpolation: { escapeValue: false },
  });
}
