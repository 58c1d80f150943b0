import { useTranslation } from 'react-i18next';
import { BRAND_INDUSTRIES, CREATOR_CATEGORIES, EDITING_SKILLS } from '@shared/enums';
import { isStateCode } from '@shared/gst';

type Value = string | null | undefined;
const among =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value);
const isCategory = among(CREATOR_CATEGORIES);
const isIndustry = among(BRAND_INDUSTRIES);
const isSkill = among(EDITING_SKILLS);

/**
 * The names of the values people pick from a list, in the page's language: a creator's category, a
 * brand's industry, an editing skill, a state (by its GST code). A value from before a list changed
 * is shown as stored.
 */
export function useValueNames() {
  const { t } = useTranslation('public', { keyPrefix: 'values' });
  return {
    category: (v: Value) => (v && isCategory(v) ? t(`categories.${v}`) : (v ?? '')),
    industry: (v: Value) => (v && isIndustry(v) ? t(`industries.${v}`) : (v ?? '')),
    editingSkill: (v: Value) => (v && isSkill(v) ? t(`editingSkills.${v}`) : (v ?? '')),
    /** 'Rajasthan (08)'. */
    state: (code: Value) => (code && isStateCode(code) ? `${t(`states.${code}`)} (${code})` : (code ?? '')),
  };
}
