import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { PG_HOW_TO_RUN, PG_SERVER_URL, pgServerAnswers } from './tests/kit/pg-server.ts';

const INTEGRATION = 'tests/integration';

/**
 * Integration files the postgres project leaves out for now, each with why; printed at every run
 * that includes the project, so nothing is left out silently.
 */
const NOT_YET_ON_POSTGRES: Record<string, string> = {};

/** Files about PostgreSQL already: they open their own databases and run in the sqlite project. */
const ABOUT_POSTGRES = [
  /^postgres-.*\.test\.ts$/,
  /^(events-postgres|rate-limit-postgres|multi-process|db-copy|dialect)\.test\.ts$/,
];

/** Files testing SQLite itself say so on their first lines (`// SQLite only: <why>`). */
function sqliteOnly(file: string) {
  const head = fs.readFileSync(path.join(INTEGRATION, file), 'utf8').split('\n', 5);
  return head.some((line) => line.startsWith('// SQLite only:'));
}

const postgresExcluded = fs
  .readdirSync(INTEGRATION)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => sqliteOnly(f) || ABOUT_POSTGRES.some((re) => re.test(f)) || f in NOT_YET_ON_POSTGRES)
  .map((f) => `${INTEGRATION}/${f}`);

const shared = { environment: 'node', testTimeout: 20_000, hookTimeout: 20_000 } as const;

const sqlite: TestProjectInlineConfiguration = {
  extends: true,
  test: { ...shared, name: 'sqlite', include: ['src/**/*.test.ts', `${INTEGRATION}/**/*.test.ts`] },
};

const postgres: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    ...shared,
    name: 'postgres',
    include: [`${INTEGRATION}/**/*.test.ts`],
    exclude: postgresExcluded,
    // The engine is chosen when @db/engine loads; each test app copies the template (tests/kit/app.ts).
    env: { DATABASE_URL: PG_SERVER_URL },
    globalSetup: ['tests/kit/pg-global-setup.ts'],
  },
};

/** Says once per run (vitest loads this file again for each project) what the postgres project leaves out. */
function tellOnce(pgAnswers: boolean) {
  const told = globalThis as { pgLegTold?: boolean };
  if (told.pgLegTold) return;
  told.pgLegTold = true;
  if (!pgAnswers)
    console.warn(
      `\n*** The PostgreSQL leg was SKIPPED (project "postgres"): no PostgreSQL answers at ${PG_SERVER_URL}. ` +
        `${PG_HOW_TO_RUN} ***\n`,
    );
  const notYet = Object.entries(NOT_YET_ON_POSTGRES);
  if (pgAnswers && notYet.length > 0)
    console.warn(
      `\nnot yet run on PostgreSQL:\n${notYet.map(([file, why]) => `  ${file}: ${why}`).join('\n')}\n`,
    );
}

export default defineConfig(async () => {
  const pgAnswers = await pgServerAnswers();
  tellOnce(pgAnswers);
  return {
    resolve: { tsconfigPaths: true },
    test: { projects: pgAnswers ? [sqlite, postgres] : [sqlite] },
  };
});
