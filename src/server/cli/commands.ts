/** A command's work: its exit code, or undefined for one that keeps running (the server). */
type Run = (args: string[], usage: string) => Promise<number | undefined> | number | undefined;

export type Command = {
  name: string;
  /** The npm script that runs it from a checkout (package.json). */
  npmScript: string;
  args: string;
  summary: string;
  /** Loaded when chosen, so that one command never starts another's work on import. */
  load: () => Promise<{ run: Run }>;
};

/**
 * The server and the operator commands: `collab-marketplace <name>` in the single executable, the
 * npm scripts in a checkout (`tsx src/server/main.ts <name>`), the same code either way.
 */
export const COMMANDS: Command[] = [
  {
    name: 'serve',
    npmScript: 'serve',
    args: '',
    summary: 'serve the web app and the API (the default): migrations first, the demo on a new database',
    load: () => import('../serve'),
  },
  {
    name: 'migrate',
    npmScript: 'db:migrate',
    args: '',
    summary: "apply the configured database's pending migrations",
    load: () => import('./migrate'),
  },
  {
    name: 'seed',
    npmScript: 'db:seed',
    args: '',
    summary: 'wipe the configured database and load the demo marketplace again',
    load: () => import('./seed'),
  },
  {
    name: 'backup',
    npmScript: 'backup',
    args: '[<folder>]',
    summary: 'back up the running installation (SQLite) into <folder>/<time>/, default ./backups',
    load: () => import('./backup'),
  },
  {
    name: 'restore',
    npmScript: 'restore',
    args: '<backup folder> [--force]',
    summary: 'put a backup back into DATA_DIR, with the server stopped',
    load: () => import('./restore'),
  },
  {
    name: 'db-copy',
    npmScript: 'db:copy',
    args: '--from <sqlite-file> --to <postgres://user@host:port/database>',
    summary: 'copy a SQLite marketplace into an empty PostgreSQL database',
    load: () => import('./db-copy'),
  },
  {
    name: 'reencrypt',
    npmScript: 'reencrypt',
    args: '',
    summary: 'after a key rotation, re-encrypt payment details and documents with the active key',
    load: () => import('./reencrypt'),
  },
];
