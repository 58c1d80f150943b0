/** The brand dashboard's tabs, kept in the URL's `tab` parameter so the user menu can open one and a reload keeps it. */
export const BRAND_TABS = [
  'overview',
  'campaigns',
  'applications',
  'find',
  'shortlists',
  'offers',
  'create',
] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

export const DEFAULT_BRAND_TAB: BrandTab = 'overview';

/** A tab named in the URL, or undefined (the default tab) for anything else. */
export const parseBrandTab = (value: unknown): BrandTab | undefined =>
  BRAND_TABS.find((tab) => tab === value);
