import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDisplayLanguage } from '@shared/i18n/display-language';
import { DEFAULT_LANGUAGE, isUiLanguage, UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages';
import { loadMessages, messagesLoaded } from './messages';
import { namespacesForPath, readsMessages } from './namespaces';

/** One chunk per catalogue and language, fetched the first time a screen needs it. */
const catalogues = import.meta.glob<{ default: ResourceKey }>('./*/*/index.ts');

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    const load = catalogues[`./${language}/${namespace}/index.ts`];
    if (!load) return done(new Error(`No ${language} catalogue ${namespace}`), false);
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Where a signed-out visitor's choice is kept; a signed-in person's is saved on their profile. */
const STORAGE_KEY = 'language';

/** The saved choice, else the browser's first language we speak, else English. */
export function initialLanguage(): UiLanguage {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window's settings): the browser's language still decides.
  }
  if (isUiLanguage(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split('-')[0];
    if (isUiLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

export const currentLanguage = (): UiLanguage =>
  isUiLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

/** Before the screens hear of a new language: the page's lang, numbers and dates, the forms' messages. */
i18n.on('languageChanged', (language) => {
  if (!isUiLanguage(language)) return;
  // Unit tests of helpers that read the catalogues run without a page.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  setDisplayLanguage(language);
});

/** Loads `language`'s catalogues for the first screen, before anything is drawn. */
export async function startI18n(language: UiLanguage, pathname: string) {
  await loadMessages(language, readsMessages(pathname));
  await i18n
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: UI_LANGUAGES,
      // Every language holds every key (catalogue.ts), so none falls back to another.
      fallbackLng: false,
      ns: namespacesForPath(pathname),
      defaultNS: 'public',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
}

/**
 * Shows the app in `language` at once, with no reload: the catalogues the screens already use are
 * fetched in it first, so nothing is drawn half in one language.
 */
export async function switchLanguage(language: UiLanguage) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept across visits; this visit still switches.
  }
  if (language === i18n.language) return;
  await loadMessages(language);
  await i18n.changeLanguage(language);
}

/**
 * What a screen at `pathname` reads, fetched before the router shows it (and on a link's hover):
 * its catalogues, and the messages' dictionary where it has a form or the bell.
 */
export function loadForPath(pathname: string): Promise<void> | undefined {
  const namespaces = namespacesForPath(pathname).filter((ns) => !i18n.hasLoadedNamespace(ns));
  const messages = readsMessages(pathname) && !messagesLoaded(currentLanguage());
  // Nothing to fetch: the router goes on at once, as it did before there were catalogues.
  if (namespaces.length === 0 && !messages) return undefined;
  return Promise.all([
    i18n.loadNamespaces(namespaces),
    messages ? loadMessages(currentLanguage(), true) : undefined,
  ]).then(() => undefined);
}
