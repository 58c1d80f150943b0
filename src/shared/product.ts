/** The product's name, as the pages and the emails show it. */
export const APP_NAME = 'Collab Marketplace';
