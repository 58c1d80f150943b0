import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@server/env';
import { createFileStore, type FileStore } from '@server/services/uploads/file-store';
import { newStoredName } from '@server/services/uploads/storage';
import { startS3 } from '../kit/s3';

const s3 = await startS3();
afterAll(() => s3.close());

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'collab-store-'));
/** A store as the server would build it from these settings. */
const storeOf = (settings: Record<string, string> = {}) =>
  createFileStore(loadEnv({ DATA_DIR: dataDir(), ...settings }));

const stores: [string, () => FileStore][] = [
  ['the local folder', () => storeOf()],
  ['S3', () => storeOf(s3.env(`contract-${crypto.randomUUID()}`))],
];

describe.each(stores)('the file store on %s', (_, makeStore) => {
  it('gives back what was put, whole or its first bytes, and lists it under its kind only', async () => {
    const store = makeStore();
    const name = newStoredName('png');
    await store.put('avatars', name, Buffer.from('picture bytes'));
    expect(await store.get('avatars', name)).toEqual(Buffer.from('picture bytes'));
    expect(await store.head('avatars', name, 7)).toEqual(Buffer.from('picture'));
    expect(await store.head('avatars', name, 100)).toEqual(Buffer.from('picture bytes'));
    expect(await store.list('avatars')).toEqual([name]);
    expect(await store.list('documents')).toEqual([]);
    expect(await store.get('documents', name)).toBeNull();
  });

  it('replaces a file under the same name', async () => {
    const store = makeStore();
    const name = newStoredName('pdf');
    await store.put('documents', name, Buffer.from('first'));
    await store.put('documents', name, Buffer.from('second, longer'));
    expect(await store.get('documents', name)).toEqual(Buffer.from('second, longer'));
    expect(await store.list('documents')).toEqual([name]);
  });

  it('deletes a file; deleting it again or reading a missing one is not an error', async () => {
    const store = makeStore();
    const [kept, gone] = [newStoredName('jpg'), newStoredName('jpg')];
    await store.put('avatars', kept, Buffer.from('kept'));
    await store.put('avatars', gone, Buffer.from('gone'));
    await store.delete('avatars', gone);
    await store.delete('avatars', gone);
    expect(await store.get('avatars', gone)).toBeNull();
    expect(await store.head('avatars', gone, 4)).toBeNull();
    expect(await store.list('avatars')).toEqual([kept]);
  });

  it('never reads or writes a name the server could not have made', async () => {
    const store = makeStore();
    await expect(store.put('avatars', '../evil.html', Buffer.from('x'))).rejects.toThrow(/Refusing/);
    expect(await store.get('avatars', '../../app.db')).toBeNull();
    await store.delete('avatars', '../../app.db');
    expect(await store.list('avatars')).toEqual([]);
  });

  it('clears every file of every kind', async () => {
    const store = makeStore();
    await store.put('avatars', newStoredName('png'), Buffer.from('a'));
    await store.put('documents', newStoredName('pdf'), Buffer.from('d'));
    await store.clear();
    expect([...(await store.list('avatars')), ...(await store.list('documents'))]).toEqual([]);
    await store.check();
  });
});

describe('the S3 store', () => {
  it('keeps each prefix to itself, under <prefix>/<kind>/<name> in the bucket', async () => {
    const [a, b] = [storeOf(s3.env('tenant-a')), storeOf(s3.env('tenant-b'))];
    const name = newStoredName('png');
    await a.put('avatars', name, Buffer.from('a'));
    expect(await s3.keys('tenant-a/')).toEqual([`tenant-a/avatars/${name}`]);
    expect(await b.list('avatars')).toEqual([]);
    expect(await b.get('avatars', name)).toBeNull();
    await b.clear();
    expect(await a.get('avatars', name)).toEqual(Buffer.from('a'));
  });

  it('says at start-up which bucket it cannot use', async () => {
    const missing = storeOf({ ...s3.env(), STORAGE_URL: 's3://no-such-bucket' });
    await expect(missing.check()).rejects.toThrow(
      /STORAGE_URL: cannot use bucket no-such-bucket at http:\/\/127/,
    );
  });
});
