import type { Tree } from './trees';

/**
 * What the single executable carries besides its code, as its build writes it (src/server/build/binary.ts)
 * and ./single-executable.ts reads it: the trees of ./trees.ts, and the two native addons, built for
 * its Node.js.
 */
export type CarriedTree = Tree | 'better-sqlite3' | 'argon2';

/** The asset named MANIFEST_ASSET: each tree's files and the hash of their names and contents. */
export type Manifest = {
  productVersion: string;
  trees: Record<CarriedTree, { hash: string; files: string[] }>;
};

export const MANIFEST_ASSET = 'manifest.json';

/** The licences of this project, of Node.js and of every package the binary carries (`--licenses`). */
export const LICENSES_ASSET = 'licenses.txt';

/** The asset holding `file` (a path relative to its tree, with forward slashes) of `tree`. */
export const assetName = (tree: CarriedTree, file: string) => `${tree}/${file}`;

/** Inside the better-sqlite3 tree: the package's own JavaScript and package.json, and the addon. */
export const SQLITE_DRIVER = 'lib/index.js';
export const SQLITE_ADDON = 'better_sqlite3.node';
export const ARGON2_ADDON = 'argon2.node';
