import type { LegalSection } from '@client/features/public/legal/legal-types';
import { TERMS_SECTIONS } from '../en/terms';

/** Hindi, section by section, with the English sections' ids. */
export const TERMS_SECTIONS_HI: readonly LegalSection[] = TERMS_SECTIONS;
