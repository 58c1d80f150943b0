import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found upwards from this module: src/runtime/ when run from
 * source (tsx, vitest), dist/server/ when bundled into the compiled server. Only code that runs from
 * a checkout uses it (the build, the bench, the tests, and ./checkout.ts); the single executable
 * carries no checkout and never asks (decision 065).
 */
function findProjectRoot() {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('package.json not found above the server code');
  }
}

export const PROJECT_ROOT = findProjectRoot();
