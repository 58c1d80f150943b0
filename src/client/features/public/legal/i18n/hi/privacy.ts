import type { LegalSection } from '@client/features/public/legal/legal-types';
import { PRIVACY_SECTIONS } from '../en/privacy';

/** Hindi, section by section, with the English sections' ids. */
export const PRIVACY_SECTIONS_HI: readonly LegalSection[] = PRIVACY_SECTIONS;
