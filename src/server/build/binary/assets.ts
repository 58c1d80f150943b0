import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ARGON2_ADDON, assetName, SQLITE_ADDON, type CarriedTree, type Manifest } from '@runtime/carried';
import checkout from '@runtime/checkout';
import { TREES, type Tree } from '@runtime/trees';

const require = createRequire(import.meta.url);

/** A tree's files: their names in the tree (forward slashes) and where each is read from now. */
type Files = Map<string, string>;

function folderFiles(dir: string): Files {
  const entries = fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile());
  if (entries.length === 0) throw new Error(`${dir} is empty or missing: build it first`);
  return new Map(
    entries.map((e) => {
      const from = path.join(e.parentPath, e.name);
      return [path.relative(dir, from).split(path.sep).join('/'), from];
    }),
  );
}

/** Each tree of @runtime/trees as a checkout has it; the client from CLIENT_DIR when `npm run build` wrote it there. */
function checkoutTree(tree: Tree, clientDir: string): Files {
  const where = TREES[tree];
  if (tree === 'client') return folderFiles(clientDir);
  if ('folder' in where) return folderFiles(checkout.dir(tree));
  return new Map(where.files.map((f) => [f, path.join(checkout.dir(tree), f)]));
}

/** SHA-256 over the names and contents, in name order: what names the tree's cache folder. */
function hashOf(files: Files) {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort())
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(files.get(name)!))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Everything the binary carries besides its code, as SEA assets (name -> file to read) and the
 * manifest that lists each tree: the trees of @runtime/trees; better-sqlite3's JavaScript (which a
 * worker thread loads from the cache) with `sqlite.addon`, compiled for the binary's Node.js
 * (./sqlite-addon.ts); and argon2's Node-API addon, as npm installed it.
 */
export function collectAssets(opts: {
  productVersion: string;
  clientDir: string;
  sqlite: { pkg: string; addon: string };
}) {
  const trees = new Map<CarriedTree, Files>();
  for (const tree of Object.keys(TREES) as Tree[]) trees.set(tree, checkoutTree(tree, opts.clientDir));
  const { pkg, addon } = opts.sqlite;
  trees.set(
    'better-sqlite3',
    new Map([
      ...[...folderFiles(path.join(pkg, 'lib'))].map(
        ([name, from]) => [`lib/${name}`, from] as [string, string],
      ),
      ['package.json', path.join(pkg, 'package.json')],
      [SQLITE_ADDON, addon],
    ]),
  );
  trees.set('argon2', new Map([[ARGON2_ADDON, require.resolve('@node-rs/argon2-linux-x64-gnu')]]));

  const manifest: Manifest = { productVersion: opts.productVersion, trees: {} as Manifest['trees'] };
  const assets: Record<string, string> = {};
  for (const [tree, files] of trees) {
    manifest.trees[tree] = { hash: hashOf(files), files: [...files.keys()].sort() };
    for (const [name, from] of files) assets[assetName(tree, name)] = from;
  }
  return { manifest, assets };
}
