/** The address of a creator's public page (docs/product.md#public-creator-pages), to share. */
export const creatorPageUrl = (username: string) =>
  `${window.location.origin}/c/${encodeURIComponent(username)}`;
