import type { hash, verify } from '@node-rs/argon2';
import type { Tree } from './trees';
// The one place that differs between a checkout and the single executable: its build resolves this
// import to ./single-executable instead (src/server/build/binary.ts), so no other code asks which.
import thisInstall from './checkout';

/** argon2 (@node-rs/argon2), as much of it as the app uses. */
export type Argon2 = { hash: typeof hash; verify: typeof verify };

/** better-sqlite3's native addon, as this install carries it. */
export type SqliteAddon = {
  /** better-sqlite3's `nativeBinding` option in this thread: the loaded addon, or undefined for its own. */
  binding: object | undefined;
  /** For a worker thread: a path its require() loads better-sqlite3 from, and the `nativeBinding` to pass. */
  worker: { driver: string; nativeBinding: string | undefined };
};

/**
 * Where this process gets what it carries besides its code, and how it was started: from a checkout
 * (`npm start`, the npm scripts, the tests) or as the single executable (`npm run build:binary`,
 * decision 065). Everything else reads its files, addons and version through this.
 */
export type Runtime = {
  /** `source` or `single executable`, for --version. */
  kind: string;
  /** The product's version (package.json's). */
  productVersion: () => string;
  /** The licences of what this install holds, for `--licenses`. */
  licenses: () => string;
  /** A folder holding the tree's files. */
  dir: (tree: Tree) => string;
  sqliteAddon: () => SqliteAddon;
  argon2: () => Argon2;
  /** Settings this way of running always has, set before anything reads them. */
  environment: Readonly<Record<string, string>>;
  /** How a person types command `name` (npm script `npmScript`) with `args` here, for usage lines. */
  commandLine: (name: string, npmScript: string, args: string) => string;
};

export const runtime: Runtime = thisInstall;
