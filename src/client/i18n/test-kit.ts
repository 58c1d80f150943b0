import i18next from 'i18next';
import enAdmin from './en/admin';
import enApp from './en/app';
import enPublic from './en/public';
import hiAdmin from './hi/admin';
import hiApp from './hi/app';
import hiPublic from './hi/public';
import { i18n } from './i18n';
import { NAMESPACES } from './namespaces';

/* For unit tests of client helpers: the catalogues of both languages, loaded at once. */

const resources = {
  en: { public: enPublic, app: enApp, admin: enAdmin },
  hi: { public: hiPublic, app: hiApp, admin: hiAdmin },
};
const options = {
  fallbackLng: false as const,
  ns: [...NAMESPACES],
  defaultNS: 'public' as const,
  resources,
  interpolation: { escapeValue: false },
};

/** The app's own instance started in English, for helpers that read it when called (`i18n.t`). */
export async function clientInEnglish() {
  if (!i18n.isInitialized) await i18n.init({ ...options, lng: 'en' });
}

/** An instance of its own, for helpers that take a part's `t`: `catalogues.getFixedT('en', 'app', 'deals')`. */
export const catalogues = i18next.createInstance();
void catalogues.init({ ...options, lng: 'en', initAsync: false });
