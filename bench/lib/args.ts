import type { Engine } from '@db/engine';
import type { Sizes } from '../generate';

const DEFAULT_PG_URL = 'postgres://root@127.0.0.1:5432/postgres';

export type BenchArgs = {
  /** The engine the data set is built in and the server runs on. */
  engine: Engine;
  /** PostgreSQL: the server the bench databases are created on (its database part is not used). */
  pgUrl: string;
  /** Fraction of the full data set (1 = 1,000 brands, 50,000 creators, ... 1,000,000 notifications). */
  scale: number;
  /** Per-table row counts that replace the scaled ones. */
  sizes: Partial<Sizes>;
  /** Seconds of measured load per endpoint. */
  duration: number;
  /** Seconds of unmeasured load before each measurement (JIT, page cache). */
  warmup: number;
  connections: number;
  /** Also measure the read endpoints at 1% and 10% of the scale. */
  growth: boolean;
  /** Build the web client and measure what each route downloads. */
  client: boolean;
  /** Only these endpoints (names as printed), for quick looks while tuning. */
  only: string[] | null;
  /** Keep and reuse databases built earlier with the same sizes (the write benchmark changes them a little). */
  reuse: boolean;
  /** Start the server with --cpu-prof; profiles go to bench/.data/profiles. */
  cpuProf: boolean;
  /** Run the single executable (dist/collab-marketplace, Node.js 24) instead of `npm run serve`'s command. */
  binary: boolean;
  /** Server processes on the one database, the load spread over them (decision 095). */
  processes: number;
  /** A commit whose build is measured side by side with this checkout's (--only's endpoints). */
  compare: string | null;
  /** With --compare: rounds on each side, alternating. */
  rounds: number;
  out?: string;
};

const SIZE_FLAGS = [
  'brands',
  'creators',
  'campaigns',
  'applications',
  'work',
  'transactions',
  'notifications',
  'reports',
  'suspensions',
];

const HELP = `npm run bench -- [flags]
  --engine <e>         sqlite (default) or postgres
  --pg-url <url>       the PostgreSQL server for --engine postgres (default BENCH_PG_URL or
                       ${DEFAULT_PG_URL}); the bench creates its databases collab_bench_* there
  --scale <f>          fraction of the full data set (default 1)
  --<table> <n>        rows of one table: ${SIZE_FLAGS.join(', ')}
  --duration <s>       measured seconds per endpoint (default 10 at scale >= 0.5, else 1)
  --warmup <s>         unmeasured seconds before each (default 2 at scale >= 0.5, else 0.5)
  --connections <n>    concurrent connections (default 50)
  --growth|--no-growth also run the reads at 1% and 10% of the scale (default: on at scale >= 0.5)
  --client|--no-client build the web client and size its routes (default: on at scale >= 0.5)
  --only <a,b>         only these endpoints
  --reuse              reuse databases built by an earlier run
  --cpu-prof           profile the server (bench/.data/profiles)
  --binary             run the single executable (npm run build:binary) as the server, not npm run serve
  --processes <n>      start n server processes on the one database, each on its own port, and spread
                       the connections over them (default 1)
  --compare <commit>   build that commit (npm run build in a git worktree) and measure the endpoints
                       of --only on it and on this checkout, alternating, on the same data
  --rounds <n>         with --compare: rounds on each side (default 2, at least 2)`;

export function parseArgs(argv: string[]): BenchArgs {
  const flags = new Map<string, string | boolean>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(HELP);
      process.exit(0);
    }
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}\n${HELP}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (name.startsWith('no-')) flags.set(name.slice(3), false);
    else if (inline !== undefined) flags.set(name, inline);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) flags.set(name, argv[++i]!);
    else flags.set(name, true);
  }
  const num = (name: string, fallback: number) => {
    const v = flags.get(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  const bool = (name: string, fallback: boolean) => {
    const v = flags.get(name);
    return v === undefined ? fallback : v !== false && v !== 'false';
  };
  const scale = num('scale', 1);
  const big = scale >= 0.5;
  const sizes: Partial<Sizes> = {};
  for (const key of SIZE_FLAGS) if (flags.has(key)) sizes[key as keyof Sizes] = Math.round(num(key, 0));
  const known = new Set([
    ...SIZE_FLAGS,
    'scale',
    'duration',
    'warmup',
    'connections',
    'growth',
    'client',
    'only',
    'reuse',
    'cpu-prof',
    'binary',
    'out',
    'engine',
    'pg-url',
    'processes',
    'compare',
    'rounds',
  ]);
  for (const name of flags.keys()) if (!known.has(name)) throw new Error(`Unknown flag --${name}\n${HELP}`);
  const only = flags.get('only');
  const engine = flags.get('engine') ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres')
    throw new Error(`--engine must be sqlite or postgres\n${HELP}`);
  const pgUrl = flags.get('pg-url');
  const compare = flags.get('compare');
  if (compare !== undefined && typeof compare !== 'string')
    throw new Error(`--compare needs a commit (a hash, a branch, HEAD~1...)\n${HELP}`);
  const rounds = Math.round(num('rounds', 2));
  if (rounds < 2) throw new Error('--rounds must be at least 2: one round a side says nothing of the noise');
  if (compare !== undefined && flags.get('binary') === true)
    throw new Error('--compare builds the other commit with npm run build, not as the single executable');
  const compared = compare !== undefined;
  return {
    engine,
    pgUrl: typeof pgUrl === 'string' ? pgUrl : (process.env.BENCH_PG_URL ?? DEFAULT_PG_URL),
    scale,
    sizes,
    duration: num('duration', big ? 10 : 1),
    warmup: num('warmup', big ? 2 : 0.5),
    connections: Math.round(num('connections', 50)),
    // Side by side measures one scale, and the server's answers, not the client's size.
    growth: !compared && bool('growth', big),
    client: !compared && bool('client', big),
    only: typeof only === 'string' ? only.split(',').map((s) => s.trim()) : null,
    reuse: bool('reuse', false),
    cpuProf: bool('cpu-prof', false),
    binary: bool('binary', false),
    processes: Math.round(num('processes', 1)),
    compare: compare ?? null,
    rounds,
    out: typeof flags.get('out') === 'string' ? (flags.get('out') as string) : undefined,
  };
}
