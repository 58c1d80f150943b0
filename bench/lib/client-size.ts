/**
 * What each route of the web client downloads, gzip-compressed: the entry chunk and everything it
 * imports statically, plus the route's own split chunks (TanStack Router's autoCodeSplitting) and
 * their static imports, plus the CSS of all of those. Chunks a route only imports dynamically (the
 * admin dashboard's tabs) are reported apart as "lazy": they load when a tab opens. A route's JavaScript
 * in each language adds the catalogues its path loads (src/client/i18n/namespaces.ts) in that language,
 * and in Hindi, on a page with a form or the bell, the dictionary of the server's messages
 * (src/shared/i18n/hindi.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages';
import { namespacesForPath, readsMessages } from '@client/i18n/namespaces';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type RouteSize = {
  route: string;
  file: string;
  /** The route's own chunks (empty when the route's code sits in the entry bundle). */
  ownChunks: string[];
  jsGzipKb: number;
  cssGzipKb: number;
  /** Chunks the route may load later (dynamic imports of its own chunks), gzip. */
  lazyJsGzipKb: number;
  /** `jsGzipKb` with the catalogues the page loads before it shows, in each language. */
  jsGzipKbByLanguage: Record<UiLanguage, number>;
};

export type ClientSizes = {
  buildSeconds: number;
  entryJsGzipKb: number;
  /** The largest chunks every route downloads (the entry and its static imports), gzip, largest first. */
  entryChunks: { chunk: string; gzipKb: number }[];
  routes: RouteSize[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Builds the client into `outDir` (CLIENT_DIR moves vite's output, so dist/ of other runs is left alone). */
export function buildClient(root: string, outDir: string) {
  const started = performance.now();
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--manifest'],
    {
      cwd: root,
      env: { ...process.env, CLIENT_DIR: outDir },
      encoding: 'utf8',
    },
  );
  if (res.status !== 0) throw new Error(`vite build failed:\n${res.stdout}\n${res.stderr}`);
  return (performance.now() - started) / 1000;
}

/** '/', '/about', '/admin/reports/$id' from a file under src/client/routes. */
function routePath(file: string) {
  const name = file.replace(/\.tsx?$/, '').replace(/\./g, '/');
  if (name === 'index') return '/';
  return `/${name.replace(/\/index$/, '')}`;
}

function listRouteFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) return listRouteFiles(path.join(dir, e.name), rel);
    return /\.tsx?$/.test(e.name) && !e.name.startsWith('__') && !e.name.includes('.test.') ? [rel] : [];
  });
}

export function measureClient(root: string, outDir: string, buildSeconds: number): ClientSizes {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length;
      gz.set(file, size);
    }
    return size;
  };
  /** A chunk and its static imports, transitively (manifest keys). */
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      into.add(key);
      closure(manifest[key]?.imports ?? [], into);
    }
    return into;
  };
  const sizeOf = (keys: Set<string>) => {
    let js = 0;
    const css = new Set<string>();
    for (const key of keys) {
      js += gzipOf(manifest[key]!.file);
      for (const c of manifest[key]!.css ?? []) css.add(c);
    }
    let cssBytes = 0;
    for (const c of css) cssBytes += gzipOf(c);
    return { js, css: cssBytes };
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry');
  const entry = closure([entryKey]);
  /** The catalogue chunks a path loads in a language (a route's `$param` reads as any value). */
  const languageKeys = (route: string, language: UiLanguage) => {
    const pathname = route.replace(/_(?=\/|$)/g, '');
    const keys = namespacesForPath(pathname).map((ns) => `i18n/${language}/${ns}/index.ts`);
    if (language === 'hi' && readsMessages(pathname)) keys.push('../shared/i18n/hindi.ts');
    const missing = keys.filter((k) => !manifest[k]);
    if (missing.length) throw new Error(`The client manifest has no ${missing.join(', ')}`);
    return keys;
  };
  const routesDir = path.join(root, 'src/client/routes');
  const routes = listRouteFiles(routesDir).map((file): RouteSize => {
    const own = Object.keys(manifest).filter((k) => k.startsWith(`routes/${file}?`));
    const keys = closure(own, new Set(entry));
    const { js, css } = sizeOf(keys);
    const lazyKeys = new Set<string>();
    for (const key of keys)
      for (const d of manifest[key]!.dynamicImports ?? [])
        if (!keys.has(d) && key !== entryKey) closure([d], lazyKeys);
    for (const k of keys) lazyKeys.delete(k);
    const route = routePath(file);
    const jsGzipKbByLanguage = Object.fromEntries(
      UI_LANGUAGES.map((language) => {
        const withCatalogues = closure(languageKeys(route, language), new Set(keys));
        return [language, kb(sizeOf(withCatalogues).js)];
      }),
    ) as Record<UiLanguage, number>;
    return {
      route,
      file: `src/client/routes/${file}`,
      ownChunks: own.map((k) => manifest[k]!.file),
      jsGzipKb: kb(js),
      cssGzipKb: kb(css),
      lazyJsGzipKb: kb(sizeOf(lazyKeys).js),
      jsGzipKbByLanguage,
    };
  });
  routes.sort((a, b) => a.route.localeCompare(b.route));
  const entryChunks = [...entry]
    .map((key) => ({ chunk: key, gzipKb: kb(gzipOf(manifest[key]!.file)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, 8);
  return { buildSeconds, entryJsGzipKb: kb(sizeOf(entry).js), entryChunks, routes };
}
