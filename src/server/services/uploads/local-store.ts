import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';
import { isStoredName, type StoredKind } from './storage';

const whenMissing =
  <T>(fallback: T) =>
  (e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return fallback;
    throw e;
  };

/** Files under DATA_DIR/uploads/<kind>, owner-only; the default store. */
export function localFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (kind: StoredKind, name: string) => path.join(root, kind, name);
  return {
    location: root,
    // Through a temporary file and a rename, so a reader or a crash never sees half a file.
    async put(kind, name, bytes) {
      if (!isStoredName(name)) throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
      const dir = path.join(root, kind);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const temporary = path.join(dir, `.${name}.${crypto.randomUUID()}.tmp`);
      await fs.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.rename(temporary, fileOf(kind, name));
    },
    async get(kind, name) {
      if (!isStoredName(name)) return null;
      // As before the store existed: an unreadable file is served as a missing one.
      return fs.readFile(fileOf(kind, name)).catch(() => null);
    },
    async head(kind, name, length) {
      if (!isStoredName(name)) return null;
      const handle = await fs.open(fileOf(kind, name), 'r').catch(whenMissing(null));
      if (!handle) return null;
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async delete(kind, name) {
      if (isStoredName(name)) await fs.rm(fileOf(kind, name), { force: true });
    },
    async list(kind) {
      const names = await fs.readdir(path.join(root, kind)).catch(whenMissing([] as string[]));
      return names.filter(isStoredName);
    },
    async clear() {
      await fs.rm(root, { recursive: true, force: true });
    },
    async check() {},
  };
}
