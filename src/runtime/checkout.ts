import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as argon2 from '@node-rs/argon2';
import { PROJECT_ROOT } from './project-root';
import type { Runtime } from './runtime';
import { TREES, type Tree } from './trees';

const require = createRequire(import.meta.url);

function dir(tree: Tree) {
  const where = TREES[tree];
  if ('folder' in where) return path.join(PROJECT_ROOT, where.folder);
  return path.dirname(require.resolve(`${where.package}/package.json`));
}

/** Everything read in place: the project's folders, and the packages (and their addons) in node_modules. */
const fromCheckout: Runtime = {
  kind: 'source',
  productVersion: () =>
    (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string })
      .version,
  licenses: () =>
    `${fs.readFileSync(path.join(PROJECT_ROOT, 'LICENSE'), 'utf8')}\nEach package in node_modules carries its own licence; the single executable lists them all (npm run build:binary, then --licenses).`,
  dir,
  // better-sqlite3 finds the addon npm built beside it.
  sqliteAddon: () => ({
    binding: undefined,
    worker: { driver: require.resolve('better-sqlite3'), nativeBinding: undefined },
  }),
  argon2: () => argon2,
  // `npm run serve` sets NODE_ENV itself; the other scripts run as development.
  environment: {},
  commandLine: (_name, npmScript, args) => `npm run ${npmScript}${args && ` -- ${args}`}`,
};

export default fromCheckout;
