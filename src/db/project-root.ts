import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found upwards from this module: src/db/ when run from source
 * (tsx, vitest), dist/server/ when bundled into the compiled server. Files found from it (the
 * migrations, the built client) are found the same way from both.
 */
function findProjectRoot() {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('package.json not found above the server code');
  }
}

export const PROJECT_ROOT = findProjectRoot();
