import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's eslint.config.js, on snippets given made-up paths in each layer. Only the import
// rule runs, so no type information (and no TypeScript program) is needed.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

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
