// SQLite only: backups copy the SQLite file and its keys (PostgreSQL's are pg_dump's), and check the file's modes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '@db/engines/sqlite/connection';
import { openDatabase } from '@db/open';
import { runMigrations } from '@db/engines/sqlite/migrate';
import { backupDataDir } from '@server/backup/backup';
import { restoreBackup } from '@server/backup/restore';
import { loadEnv } from '@server/env';
import { GENERATED_KEY_FILE, keyringOf } from '@server/services/crypto';
import { MissingKeyError, verifyKeys } from '@server/services/payments/key-check';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `collab-${name}-`));
const envOf = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: path.join(dataDir, 'app.db') });
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** An app on a database file, started the way main.ts starts it (key check included). */
async function startedApp(dataDir: string) {
  const app = createTestApp(envOf(dataDir));
  await verifyKeys(app.deps.db, app.deps.keyring);
  return app;
}

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  Buffer.from('aadhaar card scan'),
  Buffer.from([0xff, 0xd9]),
]);
const NUMBERS = {
  pan_number: 'QWERT9876Z',
  aadhaar_number: '987654321012',
  account_number: '55501234567890',
};

async function creatorWithDocument(app: TestApp) {
  const creator = await createCreator(app);
  const saved = await rest(app, 'POST', '/api/payments/user', {
    token: creator.token,
    body: { ...NUMBERS, consent_given: true },
  });
  const recordId = saved.body.paymentDetails.id as string;
  const body = new FormData();
  body.append('document', new File([JPEG], 'card.jpg', { type: 'image/jpeg' }));
  body.append('kind', 'aadhaar');
  expect(
    (await rest(app, 'POST', `/api/payments/upload/${recordId}`, { token: creator.token, body })).status,
  ).toBe(200);
  return { ...creator, recordId };
}

describe('the database file', () => {
  it('and its write-ahead log are created readable by the owner only', () => {
    const dir = tempDir('mode');
    const file = path.join(dir, 'app.db');
    const db = openDb(file);
    runMigrations(db);
    db.$client
      .prepare(
        "insert into contact_messages (id, name, email, subject, message) values ('c1', 'A', 'a@x.in', 'general', 'hi')",
      )
      .run();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(f), f).toBe(0o600);
    db.$client.close();
  });

  it('is tightened to owner-only when it was copied in with a looser mode', () => {
    const dir = tempDir('mode');
    const file = path.join(dir, 'app.db');
    openDb(file).$client.close();
    fs.chmodSync(file, 0o644);
    const db = openDb(file);
    expect(modeOf(file)).toBe(0o600);
    db.$client.close();
  });
});

describe('npm run backup, then npm run restore', () => {
  it('copies a running installation consistently and brings it back readable, numbers and documents decrypted', async () => {
    const source = tempDir('live');
    const live = await startedApp(source);
    const admin = await createAdmin(live);
    const creator = await creatorWithDocument(live);

    // The backup runs while the server's connection is open and writing.
    const parent = tempDir('backups');
    const [{ dir, manifest }] = await Promise.all([
      backupDataDir(live.env, parent),
      Promise.all(Array.from({ length: 5 }, () => createCreator(live))),
    ]);
    expect(manifest).toMatchObject({
      key_files: [GENERATED_KEY_FILE],
      key_ids: [live.deps.keyring.activeKid],
      documents: 1,
      missing_documents: [],
    });
    expect(modeOf(dir)).toBe(0o700);
    for (const f of ['app.db', GENERATED_KEY_FILE, 'manifest.json'])
      expect(modeOf(path.join(dir, f)), f).toBe(0o600);

    const target = tempDir('restored');
    const restored = await restoreBackup(loadEnv(envOf(target)), dir);
    expect(restored.keyProblem).toBeNull();
    expect(modeOf(path.join(target, 'app.db'))).toBe(0o600);
    const back = await startedApp(target);
    const mine = await rest(back, 'GET', '/api/payments/user', { token: creator.token });
    expect(mine.body.paymentDetails).toMatchObject({ ...NUMBERS, aadhaar_number: '********1012' });
    const full = await rest(back, 'GET', `/api/payments/unmasked?user_id=${creator.user.id}`, {
      token: admin.token,
    });
    expect(full.body.paymentDetails[0]).toMatchObject(NUMBERS);
    const doc = await back.app.request(`/api/payments/documents/${creator.recordId}/aadhaar`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(doc.status).toBe(200);
    expect(Buffer.from(await doc.arrayBuffer()).equals(JPEG)).toBe(true);
    live.sqlite.$client.close();
    back.sqlite.$client.close();
  });

  it('refuses to overwrite a database without --force, and a database a server has open even with it', async () => {
    const source = tempDir('live');
    const live = await startedApp(source);
    await creatorWithDocument(live);
    const { dir } = await backupDataDir(live.env, tempDir('backups'));

    // Restoring over the running installation itself.
    await expect(restoreBackup(live.env, dir, { force: true })).rejects.toThrow(/open in another process/);
    live.sqlite.$client.close();
    await expect(restoreBackup(live.env, dir)).rejects.toThrow(/already exists.*--force/);
    const { replacedDir } = await restoreBackup(live.env, dir, { force: true });
    // Nothing is deleted: what was replaced is kept aside.
    expect(fs.readdirSync(replacedDir!).sort()).toEqual(['app.db', GENERATED_KEY_FILE, 'uploads']);
    expect(fs.existsSync(path.join(source, 'app.db'))).toBe(true);
  });

  it('without its key: the restore says so, and start-up refuses with a clear message instead of failing on payment views', async () => {
    const live = await startedApp(tempDir('live'));
    await creatorWithDocument(live);
    const { dir } = await backupDataDir(live.env, tempDir('backups'));
    live.sqlite.$client.close();
    // The key file is lost (or kept apart and forgotten).
    fs.rmSync(path.join(dir, GENERATED_KEY_FILE));
    const manifestFile = path.join(dir, 'manifest.json');
    fs.writeFileSync(
      manifestFile,
      JSON.stringify({ ...JSON.parse(fs.readFileSync(manifestFile, 'utf8')), key_files: [] }),
    );

    const target = tempDir('restored');
    expect((await restoreBackup(loadEnv(envOf(target)), dir)).keyProblem).toMatch(/No encryption key/);

    const opened = openDatabase(path.join(target, 'app.db'));
    await expect(verifyKeys(opened.db, keyringOf('c3'.repeat(32)))).rejects.toThrow(MissingKeyError);
    await opened.close();

    const start = spawnSync(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
      env: { ...process.env, ...envOf(target), PORT: '0', SEED_DEMO: 'false', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(start.status).toBe(1);
    // The log's fatal line (JSON on stdout), with the error's message.
    expect(start.stdout).toMatch(
      /holds data encrypted with key \w{8}, which is not configured.*restored or copied without its key/s,
    );
    expect(start.stdout).not.toMatch(/Listening/);
  }, 60_000);
});
