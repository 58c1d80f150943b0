import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@shared/i18n/languages';
import { LEGAL_EMAIL, TERMS_SECTIONS } from './i18n/en/terms';
import { TERMS_SECTIONS_HI } from './i18n/hi/terms';
import type { LegalSection } from './legal-types';

export { LEGAL_EMAIL, TERMS_SECTIONS };

/**
 * The Terms of Service in each language: a long document, kept beside its page rather than in the
 * catalogue every public page loads. Every language has the same sections, with the same ids.
 */
const BY_LANGUAGE: Record<UiLanguage, readonly LegalSection[]> = {
  en: TERMS_SECTIONS,
  hi: TERMS_SECTIONS_HI,
};

/** The Terms of Service's sections in the page's language. */
export function useTermsSections() {
  const { i18n } = useTranslation();
  return BY_LANGUAGE[i18n.language as UiLanguage] ?? TERMS_SECTIONS;
}
