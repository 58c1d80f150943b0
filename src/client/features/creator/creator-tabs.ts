/** The creator dashboard's tabs, kept in the URL's `tab` parameter so the user menu can open one and a reload keeps it. */
export const CREATOR_TABS = [
  'browse',
  'invitations',
  'applications',
  'offers',
  'payment',
  'earnings',
] as const;
export type CreatorTab = (typeof CREATOR_TABS)[number];

export const DEFAULT_CREATOR_TAB: CreatorTab = 'browse';

/** A tab named in the URL, or undefined (Browse) for anything else. */
export const parseCreatorTab = (value: unknown): CreatorTab | undefined =>
  CREATOR_TABS.find((tab) => tab === value);
