/**
 * Every table, defined once for both engines over the column kit of ./kit; each engine makes its
 * Drizzle tables from these (src/db/engines/<engine>/tables.ts).
 */
export * from './users';
export * from './campaigns';
export * from './applications';
export * from './payments';
export * from './moderation';
export * from './rollups';
export * from './conversations';
export * from './account-mail';
export * from './funds';
export * from './deals';
export * from './jobs';
export * from './matching';
export * from './proof';
export * from './agreements';
export * from './invoices';
export * from './privacy';
