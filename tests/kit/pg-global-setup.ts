import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres, runPostgresMigrations } from '@db/engines/postgres/connection';
import { onPgServer, pgDatabaseUrl } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test app of the postgres project is copied from. */
    pgTemplate: string;
  }
}

/**
 * The postgres project's global setup: migrates one template database per run, so a test app is a
 * CREATE DATABASE … TEMPLATE copy instead of a migration (docs/decisions/036-integration-tests-on-postgres.md).
 * Every database of the run is named `<run>_…`, so the teardown drops them all, even those of a file
 * that crashed before its own cleanup.
 */
export default async function setup(project: TestProject) {
  const run = `run_${randomBytes(4).toString('hex')}`;
  const template = `${run}_template`;
  await onPgServer(`CREATE DATABASE "${template}"`);
  const db = openPostgres(pgDatabaseUrl(template));
  try {
    await runPostgresMigrations(db);
  } finally {
    // A template may have no connection open while it is copied.
    await db.$client.end();
  }
  project.provide('pgTemplate', template);

  return async () => {
    const { rows } = await onPgServer(
      `SELECT datname FROM pg_database WHERE datname LIKE '${run}\\_%' ORDER BY datname = '${template}'`,
    );
    for (const { datname } of rows)
      await onPgServer(`DROP DATABASE IF EXISTS "${String(datname)}" WITH (FORCE)`);
  };
}
