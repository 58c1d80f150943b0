import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@shared/i18n/languages';
import { PRIVACY_EMAIL, PRIVACY_SECTIONS } from './i18n/en/privacy';
import { PRIVACY_SECTIONS_HI } from './i18n/hi/privacy';
import type { LegalSection } from './legal-types';

export { PRIVACY_EMAIL, PRIVACY_SECTIONS };

/**
 * The Privacy Policy in each language: a long document, kept beside its page rather than in the
 * catalogue every public page loads. Every language has the same sections, with the same ids.
 */
const BY_LANGUAGE: Record<UiLanguage, readonly LegalSection[]> = {
  en: PRIVACY_SECTIONS,
  hi: PRIVACY_SECTIONS_HI,
};

/** The Privacy Policy's sections in the page's language. */
export function usePrivacySections() {
  const { i18n } = useTranslation();
  return BY_LANGUAGE[i18n.language as UiLanguage] ?? PRIVACY_SECTIONS;
}
