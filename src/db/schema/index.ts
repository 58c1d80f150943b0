/**
 * The tables the services query: SQLite's, the default engine. PostgreSQL's twins are in ./postgres
 * (same tables and columns, parity.test.ts keeps them so) until the services become engine-neutral.
 */
export * from './sqlite';
