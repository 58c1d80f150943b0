import fs from 'node:fs/promises';
import path from 'node:path';

/** What a build step last built: when it started and where it wrote. */
type Stamp = { startedAt: number; outDir: string };

const stampFile = (root: string, step: string) => path.join(root, 'dist/.stamps', `${step}.json`);

/** The latest modification time of any file under `inputs` (files or folders, relative to `root`). */
async function newestInput(root: string, inputs: string[]): Promise<number> {
  let newest = 0;
  const visit = async (p: string): Promise<void> => {
    const stat = await fs.stat(p).catch(() => null);
    if (!stat) return;
    if (stat.isDirectory()) {
      await Promise.all((await fs.readdir(p)).map((name) => visit(path.join(p, name))));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  await Promise.all(inputs.map((i) => visit(path.join(root, i))));
  return newest;
}

/**
 * Whether a step must run: never built, built into another folder, its output gone, or a file under
 * its inputs changed since the last build began (a change made during a build counts too).
 */
export async function isStale(root: string, step: string, inputs: string[], output: string, outDir: string) {
  const stamp = await fs
    .readFile(stampFile(root, step), 'utf8')
    .then((s) => JSON.parse(s) as Stamp)
    .catch(() => null);
  if (!stamp || stamp.outDir !== outDir) return true;
  if (!(await fs.stat(output).catch(() => null))) return true;
  return (await newestInput(root, inputs)) > stamp.startedAt;
}

/** Records a successful build of `step` that began at `startedAt`. */
export async function writeStamp(root: string, step: string, stamp: Stamp) {
  await fs.mkdir(path.dirname(stampFile(root, step)), { recursive: true });
  await fs.writeFile(stampFile(root, step), JSON.stringify(stamp));
}
