import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's eslint.config.js, on snippets given made-up paths in each layer. Only the import
// and syntax rules run, so no type information (and no TypeScript program) is needed.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});
const syntaxLint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

/** The syntax rule's messages for `code` written in the file `path` (engine checks, awaited queries). */
async function syntaxErrors(path: string, code: string) {
  const results = await syntaxLint.lintText(code, { filePath: path });
  return results.flatMap((r) => r.messages.map((m) => m.message));
}

/** The import rule's messages for `code` written in the file `path`. */
async function importErrors(path: string, code: string) {
  const results = await eslint.lintText(code, { filePath: path });
  return results.flatMap((r) => r.messages.map((m) => m.message));
}

const CLIENT = 'src/client runs in the browser';
const SERVICES = 'Services are plain functions over the database';
const DB = 'src/db is the bottom layer';
const SHARED = 'src/shared is used by both sides';
const CLIMBING = 'climb two folders';
const RUNTIME = 'src/runtime is below every layer';
const JOBS = 'Scheduled work calls services, never the reverse';
const DOMAINS = 'Service domains point one way';
const BESIDE = 'A file beside the service domains';
const ADMIN = 'Only the admin panel imports features/admin';
const LIVE = 'they meet in lib/live-stream.ts';
const SHELL = 'The app shell (features/layout)';
const BELOW_FEATURES = 'below every feature';
const DRIVERS = 'Database drivers are imported in src/db/engines/ only';
const ENGINE_CHECK = 'Only src/db/engines/ asks which engine runs';

describe('the layer rules of eslint.config.js', () => {
  it('let src/client import only types from src/server and src/db', async () => {
    const file = 'src/client/features/probe/probe.tsx';
    expect(await importErrors(file, "import { appRouter } from '@server/routers/app-router';")).toEqual([
      expect.stringContaining(CLIENT),
    ]);
    expect(await importErrors(file, "import { users } from '@db/schema/users';")).toEqual([
      expect.stringContaining(CLIENT),
    ]);
    expect(await importErrors(file, "import { type Role, roles } from '@db/schema/users';")).toEqual([
      expect.stringContaining(CLIENT),
    ]);
    expect(await importErrors(file, "import type { AppRouter } from '@server/routers/app-router';")).toEqual(
      [],
    );
    expect(await importErrors(file, "import { type Role } from '@db/schema/users';")).toEqual([]);
    expect(await importErrors(file, "import { money } from '@shared/money';")).toEqual([]);
    expect(await importErrors('src/client/main.tsx', "import { env } from '../server/env';")).toEqual([
      expect.stringContaining(CLIENT),
    ]);
  });

  it('keep services away from tRPC, HTTP and routers', async () => {
    const file = 'src/server/services/probe/probe.ts';
    for (const source of ['@server/trpc', '@server/http/app', '@server/routers/app-router']) {
      expect(await importErrors(file, `import { x } from '${source}';`)).toEqual([
        expect.stringContaining(SERVICES),
      ]);
    }
    expect(await importErrors(file, "export { hasRole } from '@server/trpc';")).toEqual([
      expect.stringContaining(SERVICES),
    ]);
    expect(await importErrors('src/server/services/probe.ts', "import { x } from '../trpc';")).toEqual([
      expect.stringContaining(SERVICES),
    ]);
    expect(await importErrors(file, "import { AppError } from '@server/errors';")).toEqual([]);
    expect(await importErrors(file, "import { users } from '@db/schema/users';")).toEqual([]);
  });

  it('keep src/db free of server code', async () => {
    expect(await importErrors('src/db/schema/probe.ts', "import { loadEnv } from '@server/env';")).toEqual([
      expect.stringContaining(DB),
    ]);
    expect(await importErrors('src/db/probe.ts', "import { loadEnv } from '../server/env';")).toEqual([
      expect.stringContaining(DB),
    ]);
    expect(await importErrors('src/db/probe.ts', "import { LIMITS } from '@shared/constants';")).toEqual([]);
  });

  it('keep src/shared free of both sides', async () => {
    const file = 'src/shared/schemas/probe.ts';
    for (const source of ['@server/env', '@db/schema/users', '@client/lib/trpc']) {
      expect(await importErrors(file, `import type { X } from '${source}';`)).toEqual([
        expect.stringContaining(SHARED),
      ]);
    }
    expect(await importErrors(file, "import { money } from '../money';")).toEqual([]);
  });

  it('let the server reach its files and addons only through @runtime/runtime (decision 065)', async () => {
    for (const file of [
      'src/server/http/probe.ts',
      'src/server/services/probe/probe.ts',
      'src/db/probe.ts',
    ]) {
      for (const [code, message] of <[string, string][]>[
        ["import { hash } from '@node-rs/argon2';", 'argon2 from @runtime/runtime'],
        ["import { PROJECT_ROOT } from '@runtime/project-root';", 'never asks where it runs from'],
        ["import checkout from '@runtime/checkout';", 'never asks where it runs from'],
      ])
        expect(await importErrors(file, code)).toEqual([expect.stringContaining(message)]);
      expect(await importErrors(file, "import { runtime } from '@runtime/runtime';")).toEqual([]);
    }
    const engine = 'src/db/engines/sqlite/probe.ts';
    expect(await importErrors(engine, "import Database from 'better-sqlite3';")).toEqual([
      expect.stringContaining('@db/engines/sqlite/driver'),
    ]);
    expect(await importErrors(engine, "import type Database from 'better-sqlite3';")).toEqual([]);
    expect(
      await importErrors('src/db/engines/sqlite/driver.ts', "import Database from 'better-sqlite3';"),
    ).toEqual([]);
    expect(
      await importErrors(
        'src/server/build/probe.ts',
        "import { PROJECT_ROOT } from '@runtime/project-root';",
      ),
    ).toEqual([]);
  });

  it('keep database drivers in src/db/engines (decision 070)', async () => {
    const drivers = [
      "import pg from 'pg';",
      "import Database from 'better-sqlite3';",
      "import type Database from 'better-sqlite3';",
      "import { drizzle } from 'drizzle-orm/node-postgres';",
      "import { migrate } from 'drizzle-orm/better-sqlite3/migrator';",
      "import { alias } from 'drizzle-orm/sqlite-core';",
      "import { pgTable } from 'drizzle-orm/pg-core';",
    ];
    for (const file of [
      'src/server/services/probe/probe.ts',
      'src/server/probe.ts',
      'src/server/build/probe.ts',
      'src/db/probe.ts',
      'src/db/schema/probe.ts',
    ]) {
      for (const code of drivers)
        expect(await importErrors(file, code)).toEqual([expect.stringContaining(DRIVERS)]);
      expect(await importErrors(file, "import { alias } from '@db/engines/builder';")).toEqual([]);
      expect(await importErrors(file, "import { openDatabase } from '@db/open';")).toEqual([]);
    }
    for (const file of [
      'src/db/engines/postgres/probe.ts',
      'tests/integration/probe.test.ts',
      'bench/lib/probe.ts',
    ])
      for (const code of drivers.filter((c) => !c.startsWith('import Database')))
        expect(await importErrors(file, code)).toEqual([]);
  });

  it('let only src/db/engines ask which engine runs (decision 070)', async () => {
    const checks = [
      "if (opened.engine === 'postgres') start();",
      "const shared = ENGINE !== 'sqlite';",
      "const local = 'sqlite' == engineOf(url);",
      "switch (ENGINE) { case 'postgres': start(); }",
    ];
    for (const file of ['src/server/deps.ts', 'src/server/services/probe/probe.ts', 'src/db/probe.ts'])
      for (const code of checks)
        expect(await syntaxErrors(file, code)).toEqual([expect.stringContaining(ENGINE_CHECK)]);
    for (const file of ['src/db/engines/index.ts', 'tests/kit/probe.ts', 'bench/run.ts'])
      for (const code of checks) expect(await syntaxErrors(file, code)).toEqual([]);
    expect(await syntaxErrors('src/server/deps.ts', 'const store = opened.sharedRateLimits();')).toEqual([]);
  });

  it('keep src/runtime below every layer', async () => {
    for (const source of ['@server/env', '@db/client', '@shared/money', '../server/env'])
      expect(await importErrors('src/runtime/probe.ts', `import { x } from '${source}';`)).toEqual([
        expect.stringContaining(RUNTIME),
      ]);
    expect(await importErrors('src/runtime/probe.ts', "import { TREES } from './trees';")).toEqual([]);
  });

  it('keep services from importing scheduled work, which imports them', async () => {
    for (const [file, source] of [
      ['src/server/services/work/probe.ts', '@server/jobs/runner'],
      ['src/server/services/payouts/probe.ts', '@server/jobs/handlers'],
      ['src/server/services/probe.ts', '../jobs/backfill'],
    ])
      expect(await importErrors(file!, `import { x } from '${source}';`)).toEqual([
        expect.stringContaining(JOBS),
      ]);
    expect(
      await importErrors(
        'src/server/services/work/probe.ts',
        "import { scheduleJobs } from '../scheduling/schedule';",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        'src/server/jobs/handlers/probe.ts',
        "import { x } from '@server/services/work/approve';",
      ),
    ).toEqual([]);
  });

  it('let a service domain import only the domains of lower tiers', async () => {
    for (const [file, source] of [
      // upwards: payouts sits below campaigns, and campaigns below funding
      ['src/server/services/payouts/probe.ts', '../campaigns/access'],
      ['src/server/services/campaigns/probe.ts', '@server/services/funding/read'],
      // sideways, within one tier
      ['src/server/services/work/probe.ts', '../applications/columns'],
      // the audit log is at the bottom: it reads no domain
      ['src/server/services/audit/probe.ts', '../notifications/notify'],
    ])
      expect(await importErrors(file!, `import { x } from '${source}';`)).toEqual([
        expect.stringContaining(DOMAINS),
      ]);
    for (const [file, source] of [
      ['src/server/services/funding/probe.ts', '../payouts/due'],
      ['src/server/services/work/probe.ts', '@server/services/campaigns/access'],
      ['src/server/services/outbox/probe.ts', '../audit/audit-log'],
      ['src/server/services/work/probe.ts', './columns'],
      ['src/server/services/work/probe.ts', '../pagination'],
    ])
      expect(await importErrors(file!, `import { x } from '${source}';`)).toEqual([]);
  });

  it('give every service domain folder its tier', async () => {
    const domains = readdirSync('src/server/services', { withFileTypes: true }).filter((d) =>
      d.isDirectory(),
    );
    expect(domains.length).toBeGreaterThan(20);
    // The top tier's one domain: importing it is refused to every other domain; it reads the tier below.
    const top = 'data-rights';
    for (const { name } of domains) {
      if (name === top) {
        expect(
          await importErrors(`src/server/services/${name}/probe.ts`, "import { x } from '../shortlists/x';"),
        ).toEqual([]);
        continue;
      }
      expect(
        await importErrors(`src/server/services/${name}/probe.ts`, `import { x } from '../${top}/x';`),
      ).toEqual([expect.stringContaining(DOMAINS)]);
    }
  });

  it('keep the files beside the service domains free of any domain', async () => {
    for (const source of ['./campaigns/access', '@server/services/audit/audit-log'])
      expect(await importErrors('src/server/services/probe.ts', `import { x } from '${source}';`)).toEqual([
        expect.stringContaining(BESIDE),
      ]);
    expect(await importErrors('src/server/services/probe.ts', "import { x } from './prepared';")).toEqual([]);
  });

  it("keep the admin panel's pieces to the admin panel", async () => {
    for (const [file, source] of [
      ['src/client/features/creator/earnings/probe.tsx', '@client/features/admin/shared/admin-list'],
      ['src/client/features/brand/probe.tsx', '../admin/shared/filters'],
    ])
      expect(await importErrors(file!, `import { x } from '${source}';`)).toEqual([
        expect.stringContaining(ADMIN),
      ]);
    expect(
      await importErrors(
        'src/client/features/admin/users/probe.tsx',
        "import { x } from '../shared/admin-list';",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        'src/client/features/creator/earnings/probe.tsx',
        "import { x } from '@client/components/table';",
      ),
    ).toEqual([]);
  });

  it('let the bell and the messages meet only in the live stream', async () => {
    for (const [file, source] of [
      ['src/client/features/notifications/probe.ts', '../conversations/use-conversations'],
      ['src/client/features/conversations/probe.ts', '@client/features/notifications/notification-rules'],
    ])
      expect(await importErrors(file!, `import { x } from '${source}';`)).toEqual([
        expect.stringContaining(LIVE),
      ]);
    // The other rules of a feature still hold there.
    expect(
      await importErrors(
        'src/client/features/conversations/probe.ts',
        "import { x } from '../admin/shared/table';",
      ),
    ).toEqual([expect.stringContaining(ADMIN)]);
    expect(
      await importErrors('src/client/features/notifications/probe.ts', "import { x } from '@server/env';"),
    ).toEqual([expect.stringContaining(CLIENT)]);
    expect(
      await importErrors(
        'src/client/features/notifications/probe.ts',
        "import { x } from '@client/lib/live-stream';",
      ),
    ).toEqual([]);
  });

  it('keep the bell and the messages below the app shell that shows them', async () => {
    for (const [file, source] of [
      ['src/client/features/conversations/probe.tsx', '../layout/app-shell'],
      ['src/client/features/notifications/probe.tsx', '@client/features/layout/user-avatar'],
    ])
      expect(await importErrors(file!, `import { x } from '${source}';`)).toEqual([
        expect.stringContaining(SHELL),
      ]);
    // The shell shows them, and the other screens are in it.
    for (const [file, source] of [
      ['src/client/features/layout/probe.tsx', '../conversations/messages-link'],
      ['src/client/features/profile/probe.tsx', '../layout/app-shell'],
      ['src/client/features/conversations/probe.tsx', '@client/components/user-avatar'],
    ])
      expect(await importErrors(file!, `import { x } from '${source}';`)).toEqual([]);
  });

  it('keep src/client/lib and src/client/components below every feature', async () => {
    for (const file of ['src/client/lib/probe.ts', 'src/client/components/probe.tsx'])
      expect(
        await importErrors(file, "import { useSession } from '@client/features/session/session-provider';"),
      ).toEqual([expect.stringContaining(BELOW_FEATURES)]);
    expect(
      await importErrors(
        'src/client/lib/probe.ts',
        "import type { SessionStore } from '../features/session/session-store';",
      ),
    ).toEqual([]);
  });

  it('send imports that climb two folders through an alias, in every part of the tree', async () => {
    for (const file of [
      'src/server/routers/probe/probe.ts',
      'tests/integration/probe.test.ts',
      'bench/lib/probe.ts',
    ]) {
      expect(await importErrors(file, "import { money } from '../../src/shared/money';")).toEqual([
        expect.stringContaining(CLIMBING),
      ]);
    }
    expect(
      await importErrors('src/server/services/probe/probe.ts', "import { db } from '../../../db/client';"),
    ).toEqual([expect.stringContaining(CLIMBING)]);
    expect(
      await importErrors('src/server/routers/probe/probe.ts', "import { router } from '../../trpc';"),
    ).toEqual([expect.stringContaining(CLIMBING)]);
    expect(await importErrors('src/server/routers/probe/probe.ts', "import { x } from './x';")).toEqual([]);
  });
});
