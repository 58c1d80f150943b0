/** The database engines this app runs on (docs/decisions/031-one-service-layer-for-two-engines.md). */
export type Engine = 'sqlite' | 'postgres';

/** The engine a DATABASE_URL names: postgres:// or postgresql:// is PostgreSQL, anything else a SQLite file. */
export const engineOf = (url: string | undefined): Engine =>
  /^postgres(ql)?:\/\//i.test(url ?? '') ? 'postgres' : 'sqlite';

/** The engine of this process, read once at import: a process runs one engine. */
export const ENGINE: Engine = engineOf(process.env.DATABASE_URL);
