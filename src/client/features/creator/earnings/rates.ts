import { localeOf } from '@shared/i18n/languages';
import { currentLanguage } from '@client/i18n/i18n';

/** A rate setting in percent as people write it, in the page's language: 5 -> '5%', 0.1 -> '0.1%'. */
export const formatRate = (percent: number) =>
  `${percent.toLocaleString(localeOf(currentLanguage()), { maximumFractionDigits: 2 })}%`;
