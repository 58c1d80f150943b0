/**
 * PostgreSQL's tables: the twins of ../sqlite, same names, columns and indexes, giving the same JS
 * values (parity.test.ts). Why each index exists is said once, on the SQLite side.
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
