/**
 * Summarises a V8 .cpuprofile (from `npm run bench -- --cpu-prof`): where the server's time went,
 * as self time per function and as time spent inside each package or source file (a sample counts
 * once for every package on its stack), idle time left out.
 *
 *   npx tsx bench/profile.ts bench/.data/profiles/<file>.cpuprofile [--top 25] [--from <seconds>]
 */
import fs from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/profile.ts <file.cpuprofile> [--top N]');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
const fromIndex = process.argv.indexOf('--from');
/** Seconds after the process started before samples count (skips start-up: module loading, migrations). */
const fromUs = fromIndex > 0 ? Number(process.argv[fromIndex + 1]) * 1e6 : 0;
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** 'node_modules/hono', 'src/server/http/rest.ts', '(native)'... */
function where(url: string, fn: string) {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    return `npm:${parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  const src = path.indexOf('/src/');
  if (src >= 0) return path.slice(src + 1);
  if (path.startsWith('node:')) return 'node:internal';
  return path.split('/').slice(-2).join('/');
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const inclusiveFn = new Map<string, number>();
let total = 0;
let clock = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]!)!;
  const dt = profile.timeDeltas[i] ?? 0;
  clock += dt;
  if (clock < fromUs || node.callFrame.functionName === '(idle)') continue;
  total += dt;
  const fnKey = `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame.url, node.callFrame.functionName)}:${node.callFrame.lineNumber + 1}`;
  self.set(fnKey, (self.get(fnKey) ?? 0) + dt);
  const seen = new Set<string>();
  const seenFn = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
    const n = byId.get(id)!;
    const key = where(n.callFrame.url, n.callFrame.functionName);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${key}:${n.callFrame.lineNumber + 1}`;
    if (!seenFn.has(fn) && key !== '(root)') {
      seenFn.add(fn);
      inclusiveFn.set(fn, (inclusiveFn.get(fn) ?? 0) + dt);
    }
    if (key === '(root)' || seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
  }
}

const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  }
};
console.log(`${(total / 1e6).toFixed(1)} s busy`);
show('time inside (package or file, inclusive)', inclusive);
show('self time (function)', self);
show('time inside (function, inclusive)', inclusiveFn);
