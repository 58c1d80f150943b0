import path from 'node:path';
import { build } from 'esbuild';

/** The server as plain JavaScript: one bundle of our own code, run by `npm run serve`. */
export const SERVER_OUT_DIR = 'dist/server';

/**
 * Bundles src/server/main.ts into dist/server/main.js with esbuild. Our own modules (found through
 * tsconfig.json's @shared/@server/@db paths) and JSON files go into the bundle; every package stays
 * an import of node_modules, where native addons (better-sqlite3, @node-rs/argon2) must be loaded
 * from. The source map lets `node --enable-source-maps` name TypeScript lines in stacks.
 */
export async function buildServer(root: string) {
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts' },
    outdir: path.join(root, SERVER_OUT_DIR),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    logLevel: 'warning',
  });
}
