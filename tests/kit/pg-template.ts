import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { ENGINE } from '@db/engine';
import { PROJECT_ROOT } from '@runtime/project-root';
import { onPgServer, PG_SERVER_URL, pgDatabaseUrl } from './pg-server';

/** CREATE DATABASE <argv 2> TEMPLATE <argv 3> on server <argv 1>, in a child process of its own. */
const CREATE_SCRIPT = `
const pg = require('pg');
const [server, name, template] = process.argv.slice(1);
const client = new pg.Client({ connectionString: server });
client
  .connect()
  .then(() => client.query('CREATE DATABASE "' + name + '" TEMPLATE "' + template + '"'))
  .finally(() => client.end())
  .catch((e) => { console.error(e.message); process.exit(1); });
`;

/** Databases this test file made, and what must be closed before they are dropped. */
const made: string[] = [];
const closers: (() => Promise<void>)[] = [];

// Registered when the kit loads with the test file, so apps made inside tests are cleaned up too
// (only on PostgreSQL: a bench script outside vitest loads this kit too, for SQLite).
if (ENGINE === 'postgres')
  afterAll(async () => {
    // Every app first: a restarted app has its pool on a database an earlier app made.
    for (const close of closers.splice(0)) await close();
    for (const name of made.splice(0)) await onPgServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

/**
 * A fresh, migrated database copied from the run's template (tests/kit/pg-global-setup.ts), made
 * synchronously so createTestApp stays synchronous: CREATE DATABASE runs in a child process. The
 * database is dropped when the test file ends, after what `closeBeforeDropping` was given (a server
 * process started by the test is given the `url`).
 */
export function copyTemplateDatabase() {
  const template = inject('pgTemplate');
  const name = `${template.replace(/_template$/, '')}_${randomBytes(5).toString('hex')}`;
  execFileSync(process.execPath, ['-e', CREATE_SCRIPT, PG_SERVER_URL, name, template], {
    cwd: PROJECT_ROOT,
    stdio: 'pipe',
  });
  made.push(name);
  return { url: pgDatabaseUrl(name) };
}

/** Closes connections when the test file ends, before the databases it made are dropped. */
export function closeBeforeDropping(close: () => Promise<void>) {
  closers.push(close);
}
