import { z } from 'zod';
import { USAGE_SCOPES, USAGE_TERRITORIES, type UsageScope, type UsageTerritory } from '../enums';

/*
 * A campaign's usage rights (docs/product.md#agreements-and-usage-rights): what the brand may do with
 * the creator's content, for how long, where, and how long the creator keeps off the brand's rivals.
 * The forms, the API and the agreement's text all read them from here.
 */

export const USAGE_DURATION_MAX = 3650;
export const USAGE_EXCLUSIVITY_MAX = 365;

/** The explanation a form shows beside each choice, one line each. */
export const USAGE_SCOPE_LABELS: Record<UsageScope, { label: string; explain: string }> = {
  none: {
    label: 'None',
    explain: 'The brand may not reuse the content; it stays on the creator’s own account.',
  },
  organic: {
    label: 'Organic reposting',
    explain: 'The brand may repost and share the content on its own channels, without paying to promote it.',
  },
  paid_ads: {
    label: 'Paid ads',
    explain: 'The brand may also run the content as paid advertising (boosted posts, ads).',
  },
};
export const USAGE_TERRITORY_LABELS: Record<UsageTerritory, { label: string; explain: string }> = {
  india: { label: 'India', explain: 'The brand may use the content for audiences in India only.' },
  worldwide: { label: 'Worldwide', explain: 'The brand may use the content anywhere.' },
};
export const USAGE_DURATION_EXPLAIN =
  'For how many days after the post goes live the brand may use it (0 to 3,650; 0 with no usage).';
export const USAGE_EXCLUSIVITY_EXPLAIN =
  'For how many days the creator agrees not to promote a competing brand (0 to 365; 0 means none).';

/** Forms may send digits as text; anything else is refused, never guessed. */
const wholeDays = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ message: `${label} must be a number of days` })
      .int(`${label} must be a whole number of days`)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-IN')} days`),
  );

/** `usage_rights` on campaign create and edit; a field left out takes its default. */
export const usageRightsField = z.object(
  {
    scope: z.enum(USAGE_SCOPES, { message: 'Usage scope must be none, organic or paid_ads' }).default('none'),
    duration_days: wholeDays('Usage duration', USAGE_DURATION_MAX).default(0),
    territory: z
      .enum(USAGE_TERRITORIES, { message: 'Usage territory must be india or worldwide' })
      .default('india'),
    exclusivity_days: wholeDays('Exclusivity', USAGE_EXCLUSIVITY_MAX).default(0),
  },
  { message: 'Usage rights must be an object' },
);
export type UsageRightsInput = z.input<typeof usageRightsField>;

export const usageRightsOutput = z.object({
  scope: z.enum(USAGE_SCOPES),
  duration_days: z.number(),
  territory: z.enum(USAGE_TERRITORIES),
  exclusivity_days: z.number(),
});
export type UsageRights = z.infer<typeof usageRightsOutput>;

export const NO_USAGE_RIGHTS: UsageRights = {
  scope: 'none',
  duration_days: 0,
  territory: 'india',
  exclusivity_days: 0,
};

/** One readable sentence of what the rights allow: the campaign page and the agreement say it alike. */
export function describeUsageRights(r: UsageRights): string {
  const use =
    r.scope === 'none'
      ? 'The brand may not reuse the content beyond the creator’s own post.'
      : `The brand may use the content for ${r.scope === 'paid_ads' ? 'organic reposting and paid ads' : 'organic reposting (no paid ads)'} for ${r.duration_days.toLocaleString('en-IN')} days after it goes live, ${r.territory === 'india' ? 'in India' : 'worldwide'}.`;
  const rivals =
    r.exclusivity_days > 0
      ? ` The creator will not promote a competing brand for ${r.exclusivity_days} days after the post goes live.`
      : ' No exclusivity: the creator may work with other brands.';
  return use + rivals;
}

/** A card's short line: "Paid ads, 180 days, worldwide; 30 days exclusive" or "None". */
export function usageRightsSummary(r: UsageRights): string {
  const use =
    r.scope === 'none'
      ? 'None'
      : `${USAGE_SCOPE_LABELS[r.scope].label}, ${r.duration_days} days, ${USAGE_TERRITORY_LABELS[r.territory].label}`;
  return r.exclusivity_days > 0 ? `${use}; ${r.exclusivity_days} days exclusive` : use;
}
