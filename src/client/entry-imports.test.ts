import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What every page downloads before its own chunk: main.tsx and what it imports statically, the
 * root route and the public bar included. Route files are split by the router plugin (their pieces
 * are sized by the bench's client step), so the walk stops at them. A cheap guard of the landing
 * page's budget between bench runs (docs/decisions/043): the bench builds the client to measure it.
 */
const CLIENT = path.resolve(__dirname);
const ALIASES: Record<string, string> = { '@client/': CLIENT, '@shared/': path.resolve(CLIENT, '../shared') };
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

function resolve(from: string, spec: string) {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  const base = alias
    ? path.join(ALIASES[alias]!, spec.slice(alias.length))
    : path.resolve(path.dirname(from), spec);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(fs.existsSync);
  if (!found) throw new Error(`${spec} (from ${from}) not found`);
  return found;
}

/** Every module main.tsx reaches through static imports, and the packages they import. */
function entryGraph() {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const rel = path.relative(CLIENT, file);
    if (rel.startsWith('routes/') && rel !== 'routes/__root.tsx') return;
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (spec!.endsWith('.css')) continue;
      if (spec!.startsWith('.') || Object.keys(ALIASES).some((a) => spec!.startsWith(a)))
        visit(resolve(file, spec!));
      else packages.set(spec!, rel);
    }
  };
  visit(path.join(CLIENT, 'main.tsx'));
  return { modules: [...modules].map((m) => path.relative(CLIENT, m)), packages };
}

describe('the JavaScript every page downloads', () => {
  const { modules, packages } = entryGraph();

  it('reaches the shell, the root route and the public bar (the walk itself works)', () => {
    expect(modules).toEqual(
      expect.arrayContaining(['routeTree.gen.ts', 'routes/__root.tsx', 'features/public/public-navbar.tsx']),
    );
  });

  it('holds no Headless UI, no zod schemas, no server module and not the components/ui barrel', () => {
    // Each of these grew the landing page by 10 to 80 KB gzip: load them from a route's chunk or a
    // lazy import, or (the barrel) import the one file needed.
    const heavy = [...packages].filter(
      ([pkg]) => pkg.startsWith('@headlessui/') || pkg === 'zod' || /^@(server|db)\//.test(pkg),
    );
    expect(heavy).toEqual([]);
    expect(modules).not.toContain('components/ui/index.ts');
  });

  it('holds neither the tRPC client nor TanStack Query: they come with the first screen that calls the API', () => {
    // About a sixth of the landing page (lib/data-layer.tsx); the session check is a plain request.
    const clients = [...packages].filter(
      ([pkg]) => pkg.startsWith('@trpc/') || pkg.startsWith('@tanstack/react-query'),
    );
    expect(clients).toEqual([]);
    expect(modules).not.toContain('lib/trpc.ts');
    expect(modules).not.toContain('lib/data-providers.tsx');
  });
});
