import { DEFAULT_LANGUAGE, type UiLanguage } from './languages';

let current: UiLanguage = DEFAULT_LANGUAGE;

/**
 * The language numbers and dates are shown in when a call names none: the web client sets it when
 * the person switches language. The server never sets it: what it writes for someone (an email, a
 * PDF) names that person's language.
 */
export const setDisplayLanguage = (language: UiLanguage) => {
  current = language;
};

export const displayLanguage = () => current;
