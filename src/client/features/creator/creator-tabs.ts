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

/** What each tab is called, on the tab and in the browser title. */
export const CREATOR_TAB_LABELS: Record<CreatorTab, string> = {
  browse: 'Browse',
  invitations: 'Invitations',
  applications: 'Applications',
  offers: 'Offers',
  payment: 'Payment Details',
  earnings: 'Earnings',
};

export const DEFAULT_CREATOR_TAB: CreatorTab = 'browse';

/** A tab named in the URL, or undefined (Browse) for anything else. */
export const parseCreatorTab = (value: unknown): CreatorTab | undefined =>
  CREATOR_TABS.find((tab) => tab === value);
