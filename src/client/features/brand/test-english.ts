import i18next from 'i18next';
import enApp from '@client/i18n/en/app';
import hiApp from '@client/i18n/hi/app';

/**
 * The brand part of the catalogues as a `t`, for the unit tests of the helpers that take one: English
 * checks the texts English readers see today, Hindi that the helpers do speak it.
 */
const catalogues = i18next.createInstance();
void catalogues.init({
  lng: 'en',
  ns: ['app'],
  defaultNS: 'app',
  resources: { en: { app: enApp }, hi: { app: hiApp } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const englishT = catalogues.getFixedT('en', 'app', 'brand');
export const hindiT = catalogues.getFixedT('hi', 'app', 'brand');
