import type admin from './en/admin';
import type app from './en/app';
import type publicCatalogue from './en/public';

/** Typed keys: `t('…')` with a key the English catalogue lacks fails tsc. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'public';
    resources: { public: typeof publicCatalogue; app: typeof app; admin: typeof admin };
  }
}
