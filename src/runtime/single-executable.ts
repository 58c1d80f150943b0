import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { getAsset } from 'node:sea';
import {
  ARGON2_ADDON,
  assetName,
  LICENSES_ASSET,
  MANIFEST_ASSET,
  SQLITE_ADDON,
  SQLITE_DRIVER,
  type CarriedTree,
  type Manifest,
} from './carried';
import type { Argon2, Runtime } from './runtime';

let manifest: Manifest | undefined;
const readManifest = () => (manifest ??= JSON.parse(getAsset(MANIFEST_ASSET, 'utf8')) as Manifest);

/** The user's cache folder (XDG_CACHE_HOME, else ~/.cache), where the trees are written out. */
const cacheRoot = () =>
  path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'collab-marketplace');

/**
 * The folder holding `tree`'s files: <cache>/<tree>-<hash>, written from the binary's assets the
 * first time and found there afterwards (a new build with other files has another hash, so an
 * upgrade never reads an older copy). It is written under a temporary name and renamed, so a folder
 * by that name is always whole, even when two processes start together.
 */
function extract(tree: CarriedTree): string {
  const { hash, files } = readManifest().trees[tree];
  const root = cacheRoot();
  const dir = path.join(root, `${tree}-${hash}`);
  if (fs.existsSync(dir)) return dir;
  try {
    fs.mkdirSync(root, { recursive: true, mode: 0o700 });
    const partial = fs.mkdtempSync(`${dir}.partial-`);
    for (const file of files) {
      const to = path.join(partial, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.writeFileSync(to, new Uint8Array(getAsset(assetName(tree, file))));
    }
    try {
      fs.renameSync(partial, dir);
    } catch (e) {
      // Another process wrote the same files first: theirs are as good.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(dir)) throw e;
    }
  } catch (e) {
    throw new Error(
      `The server could not write its files to ${root} (${(e as Error).message}): set XDG_CACHE_HOME to a folder it may write`,
      { cause: e },
    );
  }
  return dir;
}

const dirs = new Map<CarriedTree, string>();
const dir = (tree: CarriedTree) => dirs.get(tree) ?? dirs.set(tree, extract(tree)).get(tree)!;

/** Loads a native addon from the cache; the main script's own require() loads only Node's modules. */
function loadAddon(file: string): object {
  try {
    return createRequire(file)(file) as object;
  } catch (e) {
    throw new Error(
      `The server could not load ${file} (${(e as Error).message}). A library cannot load from a file system mounted noexec: if that is the cause, set XDG_CACHE_HOME to a folder elsewhere`,
      { cause: e },
    );
  }
}

let sqliteBinding: object | undefined;
let argon2: Argon2 | undefined;

/** The single executable: its files and addons are the binary's assets, written out once to the cache. */
const fromSingleExecutable: Runtime = {
  kind: 'single executable',
  productVersion: () => readManifest().productVersion,
  licenses: () => getAsset(LICENSES_ASSET, 'utf8'),
  dir,
  sqliteAddon: () => {
    const addon = path.join(dir('better-sqlite3'), SQLITE_ADDON);
    sqliteBinding ??= loadAddon(addon);
    return {
      binding: sqliteBinding,
      worker: { driver: path.join(dir('better-sqlite3'), SQLITE_DRIVER), nativeBinding: addon },
    };
  },
  argon2: () => (argon2 ??= loadAddon(path.join(dir('argon2'), ARGON2_ADDON)) as Argon2),
  // What `npm run serve` sets: the binary is the production server.
  environment: { NODE_ENV: 'production' },
  commandLine: (name, _npmScript, args) => `${path.basename(process.execPath)} ${name}${args && ` ${args}`}`,
};

export default fromSingleExecutable;
