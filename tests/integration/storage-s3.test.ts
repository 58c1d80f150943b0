// SQLite only: the two servers share one SQLite file, and backups copy SQLite's file (the bucket is engine-neutral).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir } from '@server/backup/backup';
import { restoreBackup } from '@server/backup/restore';
import { loadEnv } from '@server/env';
import { encryptDocumentFiles } from '@server/services/payments/document-files';
import { createFileStore } from '@server/services/uploads/file-store';
import { createTestApp, type TestApp } from '../kit/app';
import { createCreator } from '../kit/factories';
import { rest } from '../kit/rest';
import { form, jpeg, png } from '../kit/file-bytes';
import { startS3 } from '../kit/s3';

/**
 * Two server processes over one database and one bucket (STORAGE_URL=s3://...): a file stored
 * through either is served by the other, and none is written under DATA_DIR.
 */
const s3 = await startS3();
afterAll(() => s3.close());

const PREFIX = 'site';
const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-s3-db-'));
const settings = {
  ...s3.env(PREFIX),
  DATABASE_URL: path.join(shared, 'app.db'),
  ENCRYPTION_KEY: 'c4'.repeat(32),
};
const one = createTestApp(settings);
const two = createTestApp(settings);
afterAll(() => {
  one.sqlite.$client.close();
  two.sqlite.$client.close();
});

const get = async (app: TestApp, url: string, token?: string) => {
  const res = await app.app.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** Runs a command to its end: its exit code and output. */
const run = (file: string, args: string[], opts: { env: NodeJS.ProcessEnv; timeout: number }) =>
  new Promise<{ code: number | null; stdout: string }>((resolve) => {
    const child = execFile(file, args, { ...opts, encoding: 'utf8' }, (_, stdout) =>
      resolve({ code: child.exitCode, stdout }),
    );
  });

const nothingUnder = (app: TestApp) => !fs.existsSync(path.join(app.dataDir, 'uploads'));

describe('STORAGE_URL=s3://bucket/prefix: uploaded files live in the bucket', () => {
  it('an avatar uploaded through one server is served by the other, and a replaced one is gone from both', async () => {
    const { token } = await createCreator(one);
    const first = await rest(one, 'POST', '/api/uploads/avatar', { token, body: form('avatar', png('one')) });
    expect(first.status).toBe(200);
    const firstName = (first.body.avatar.url as string).split('/').pop();
    expect(await s3.keys(`${PREFIX}/avatars/`)).toContain(`${PREFIX}/avatars/${firstName}`);
    expect(await s3.object(`${PREFIX}/avatars/${firstName}`)).toEqual(png('one'));

    const served = await get(two, first.body.avatar.url);
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(png('one'));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    // Replaced through the other server: the old object is deleted, the new one served by the first.
    const second = await rest(two, 'POST', '/api/uploads/avatar', {
      token,
      body: form('avatar', png('two')),
    });
    expect(second.status).toBe(200);
    expect(await s3.keys(`${PREFIX}/avatars/${firstName}`)).toEqual([]);
    expect((await get(one, first.body.avatar.url)).status).toBe(404);
    expect((await get(one, second.body.avatar.url)).bytes).toEqual(png('two'));
    expect(nothingUnder(one) && nothingUnder(two)).toBe(true);
  });

  it('an identity document is encrypted before it reaches the bucket and served decrypted by either server', async () => {
    const creator = await createCreator(one);
    const record = await rest(one, 'POST', '/api/payments/user', {
      token: creator.token,
      body: { consent_given: true },
    });
    const recordId = record.body.paymentDetails.id as string;
    const before = await s3.keys(`${PREFIX}/documents/`);
    const up = await rest(one, 'POST', `/api/payments/upload/${recordId}`, {
      token: creator.token,
      body: form('document', jpeg('one'), 'pan'),
    });
    expect(up.status).toBe(200);
    const [key] = (await s3.keys(`${PREFIX}/documents/`)).filter((k) => !before.includes(k));
    const stored = await s3.object(key!);
    expect(stored.subarray(0, 4).toString('latin1')).toBe('CEF1');
    expect(stored.includes(Buffer.from('scan of a PAN card'))).toBe(false);

    const served = await get(two, up.body.document.url, creator.token);
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(jpeg('one'));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="pan-document.jpg"');

    // Replaced through the other server: the old object is deleted.
    const again = await rest(two, 'POST', `/api/payments/upload/${recordId}`, {
      token: creator.token,
      body: form('document', jpeg('two'), 'pan'),
    });
    expect(again.status).toBe(200);
    expect(await s3.keys(key)).toEqual([]);
    expect((await get(one, up.body.document.url, creator.token)).bytes).toEqual(jpeg('two'));
    expect(nothingUnder(one) && nothingUnder(two)).toBe(true);
  });

  it('start-up encrypts a plain document found in the bucket', async () => {
    const name = `${crypto.randomUUID()}.jpg`;
    await one.deps.files.put('documents', name, jpeg('plain'));
    expect(await encryptDocumentFiles(two.deps.files, two.deps.keyring, 'plain')).toBe(1);
    expect((await s3.object(`${PREFIX}/documents/${name}`)).subarray(0, 4).toString('latin1')).toBe('CEF1');
  });

  it('a backup copies the objects, and a restore puts them into the configured bucket', async () => {
    const { dir, manifest } = await backupDataDir(
      one.env,
      fs.mkdtempSync(path.join(os.tmpdir(), 'collab-bk-')),
    );
    expect(manifest.files_from).toBe(`s3://${s3.bucket}/${PREFIX}/`);
    const inBucket = (await s3.keys(`${PREFIX}/`)).map((k) => k.slice(PREFIX.length + 1)).sort();
    const inBackup = ['avatars', 'documents'].flatMap((kind) =>
      fs.readdirSync(path.join(dir, 'uploads', kind)).map((n) => `${kind}/${n}`),
    );
    expect(inBackup.sort()).toEqual(inBucket);

    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-restored-'));
    const env = loadEnv({ ...settings, ...s3.env('restored'), DATA_DIR: target, DATABASE_URL: '' });
    expect((await restoreBackup(env, dir)).keyProblem).toBeNull();
    const restored = createFileStore(env);
    expect((await restored.list('documents')).length).toBe(manifest.documents + 1);
    expect(await s3.keys('restored/')).toEqual(inBucket.map((k) => `restored/${k}`));
  });

  it('the server does not start on a bucket it cannot use, and says which', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-s3-start-'));
    // Not spawnSync: the S3 server answering the child runs in this process.
    const start = await run(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
      env: {
        ...process.env,
        ...s3.env(),
        STORAGE_URL: 's3://no-such-bucket',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
      },
      timeout: 60_000,
    });
    expect(start.code).toBe(1);
    expect(start.stdout).toMatch(/STORAGE_URL: cannot use bucket no-such-bucket at http:\/\/127\.0\.0\.1/);
    expect(start.stdout).not.toMatch(/Listening/);
  }, 60_000);
});
