import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TargetNode } from './node24';

const require = createRequire(import.meta.url);

/** The marker Node.js looks for to know that a blob was injected (Node's documentation, "Single executable applications"). */
const SENTINEL_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/**
 * Makes `out`: the preparation blob of `seaConfig` (written by the same Node.js that will run it, as
 * it must be), injected with postject into a copy of that Node.js. The copy is stripped of its
 * debugging symbols first (126 → 108 MB; 44.6 → 40.3 MB gzipped): stack traces and addons use
 * the dynamic symbols, which stay.
 */
export function makeExecutable(node: TargetNode, seaConfig: string, blob: string, out: string) {
  execFileSync(node.bin, ['--experimental-sea-config', seaConfig], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.rmSync(out, { force: true });
  fs.copyFileSync(node.bin, out);
  fs.chmodSync(out, 0o755);
  execFileSync('strip', [out]);
  // postject warns about every note section of Node's ELF file; only a failure is worth showing.
  const injected = spawnSync(
    process.execPath,
    [require.resolve('postject/dist/cli.js'), out, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SENTINEL_FUSE],
    { encoding: 'utf8' },
  );
  if (injected.status !== 0) throw new Error(`postject failed:\n${injected.stdout}\n${injected.stderr}`);
}

/** `<out>.sha256` beside the binary, in the format `sha256sum -c` reads. */
export function writeChecksum(out: string) {
  const hash = createHash('sha256').update(fs.readFileSync(out)).digest('hex');
  fs.writeFileSync(`${out}.sha256`, `${hash}  ${path.basename(out)}\n`);
  return hash;
}
