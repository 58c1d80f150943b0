import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/** The encodings a file can be sent in; the build writes `.br` and `.gz` copies beside each text file. */
export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** One encoding of a file: its bytes and their entity tag. */
export type Representation = { body: Uint8Array<ArrayBuffer>; etag: string };

export type ClientFile = {
  type: string;
  encodings: { identity: Representation } & Partial<Record<Encoding, Representation>>;
};

/** What strong entity tags are made of: the same bytes give the same tag on every server. */
export const contentHash = (body: Uint8Array) =>
  createHash('sha256').update(body).digest('base64url').slice(0, 22);

/** Files by URL path ('/index.html', '/assets/app-abc.js'). */
export type ClientFiles = Map<string, ClientFile>;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Reads the built client once, at start-up: every file with its precompressed copies, in memory (a
 * megabyte or two), so a request touches no disk and the bytes always match their ETag, even while a
 * new build is written over the folder. A folder that does not exist is an empty client.
 */
export async function readClientFiles(root: string): Promise<ClientFiles> {
  const files: ClientFiles = new Map();
  const all = await listFiles(root).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  const present = new Set(all);
  const originals = all.filter(
    (f) => !Object.values(SUFFIX).some((s) => f.endsWith(s) && present.has(f.slice(0, -s.length))),
  );
  await Promise.all(
    originals.map(async (file) => {
      const body = await fs.readFile(file);
      const hash = contentHash(body);
      const entry: ClientFile = {
        type: getMimeType(file) ?? 'application/octet-stream',
        encodings: { identity: { body, etag: `"${hash}"` } },
      };
      for (const [encoding, suffix] of Object.entries(SUFFIX) as [keyof typeof SUFFIX, string][]) {
        if (present.has(file + suffix))
          entry.encodings[encoding] = {
            body: await fs.readFile(file + suffix),
            etag: `"${hash}-${encoding}"`,
          };
      }
      files.set(`/${path.relative(root, file).split(path.sep).join('/')}`, entry);
    }),
  );
  return files;
}
