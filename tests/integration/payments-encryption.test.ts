import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { aadhaarVault, paymentDetails } from '@db/schema';
import {
  decrypt,
  encrypt,
  GENERATED_KEY_FILE,
  keyIdOf,
  keyIdOfCiphertext,
  keyringOf,
  loadKeyring,
  mask,
  RETIRED_KEYS_FILE,
} from '@server/services/crypto';
import { MissingKeyError, verifyKeys } from '@server/services/payments/key-check';
import { createTestApp, restartTestApp, type TestApp } from '../kit/app';
import { describeSqlite } from '../kit/engine';
import { createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const KEY_A = 'a1'.repeat(32);
const KEY_B = 'b2'.repeat(32);

const NUMBERS = {
  pan_number: 'QWERT9876Z',
  aadhaar_number: '987654321012',
  account_number: '55501234567890',
};
/** What the owner is shown of `numbers`: the Aadhaar number masked (docs/decisions/010). */
const ownerView = (numbers: typeof NUMBERS) => ({ ...numbers, aadhaar_number: mask(numbers.aadhaar_number) });

/** An app whose database and DATA_DIR outlive it: `restartTestApp` opens them again. */
const restartableApp = (env: Record<string, string> = {}) => createTestApp(env, { restartable: true });
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'collab-payments-'));

/** Key rotation, step 3, as an operator runs it: the CLI in a process of its own, on `app`'s settings. */
async function runReencryptCli(app: TestApp, env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', 'reencrypt'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        DATA_DIR: app.dataDir,
        DATABASE_URL: app.env.DATABASE_URL,
        ...env,
      },
    },
  );
  return stdout;
}

async function saveNumbers(app: TestApp) {
  const creator = await createCreator(app);
  const res = await rest(app, 'POST', '/api/payments/user', {
    token: creator.token,
    body: { ...NUMBERS, upi_id: 'plain.visible@okaxis', consent_given: true },
  });
  expect(res.status).toBe(200);
  return { token: creator.token, id: res.body.paymentDetails.id as string };
}

async function storedCiphertexts(app: TestApp) {
  const rows = await app.db
    .select({
      pan: paymentDetails.panNumberEnc,
      aadhaar: aadhaarVault.numberEnc,
      account: paymentDetails.accountNumberEnc,
    })
    .from(paymentDetails)
    .leftJoin(aadhaarVault, eq(aadhaarVault.id, paymentDetails.aadhaarRef));
  return rows.flatMap((r) => [r.pan, r.aadhaar, r.account]).filter((v): v is string => v !== null);
}

const REPLACED = {
  pan_number: 'ZXCVB1111Y',
  aadhaar_number: '111122223333',
  account_number: '777766665555',
};

/** Saves NUMBERS, then replaces them with REPLACED, and checks the owner reads REPLACED back. */
async function saveAndReplaceNumbers(app: TestApp) {
  const { token, id } = await saveNumbers(app);
  expect(
    (
      await rest(app, 'PUT', `/api/payments/user/${id}`, {
        token,
        body: { ...REPLACED, consent_given: true },
      })
    ).status,
  ).toBe(200);
  // The owner still reads them back (the Aadhaar number masked).
  expect((await rest(app, 'GET', '/api/payments/user', { token })).body.paymentDetails).toMatchObject(
    ownerView(REPLACED),
  );
  expect((await storedCiphertexts(app)).every((v) => v.startsWith('v1.'))).toBe(true);
}

/** Every plain number saved or replaced, also as the Aadhaar number is written with spaces. */
const PLAIN_NUMBERS = [...Object.values(NUMBERS), ...Object.values(REPLACED), '9876 5432 1012'];

describe('PAN, Aadhaar and account numbers at rest', () => {
  it('never appear in plain text in any column of payment_details or aadhaar_vault', async () => {
    const app = createTestApp();
    await saveAndReplaceNumbers(app);
    // Every column of every row, as the database gives them.
    const raw = JSON.stringify([
      await app.db.select().from(paymentDetails),
      await app.db.select().from(aadhaarVault),
    ]);
    for (const value of PLAIN_NUMBERS) expect(raw, `${value} found in a column`).not.toContain(value);
    // The search would find them if they were there: the UPI ID, saved as plain text beside them, is found.
    expect(raw).toContain('plain.visible@okaxis');
  });

  // The bytes of the SQLite file, where a deleted or overwritten value could linger.
  describeSqlite('the database file', () => {
    it('never holds them in plain text (nor does its write-ahead log)', async () => {
      const app = restartableApp();
      await saveAndReplaceNumbers(app);
      await app.close();

      const files = fs.readdirSync(app.dataDir).filter((f) => f.startsWith('app.db'));
      expect(files).toContain('app.db');
      const raw = Buffer.concat(files.map((f) => fs.readFileSync(path.join(app.dataDir, f))));
      expect(raw.length).toBeGreaterThan(0);
      for (const value of PLAIN_NUMBERS) {
        expect(raw.includes(Buffer.from(value, 'utf8')), `${value} found in the database file`).toBe(false);
      }
      expect(raw.includes(Buffer.from('plain.visible@okaxis', 'utf8'))).toBe(true);
    });
  });

  it('uses a fresh IV for every value: the same number never gives the same ciphertext', async () => {
    const keyring = keyringOf(KEY_A);
    expect(encrypt(keyring, 'ABCDE1234F')).not.toBe(encrypt(keyring, 'ABCDE1234F'));
    // Stored too: two people's same PAN are two different values in the database.
    const app = createTestApp();
    await saveNumbers(app);
    await saveNumbers(app);
    const pans = await app.db.select({ pan: paymentDetails.panNumberEnc }).from(paymentDetails);
    expect(pans).toHaveLength(2);
    expect(pans[0]!.pan).not.toBe(pans[1]!.pan);
  });
});

describe('the generated key', () => {
  it('is written once into DATA_DIR, owner-only, and reused on the next start', async () => {
    const first = restartableApp();
    const keyFile = path.join(first.dataDir, GENERATED_KEY_FILE);
    expect(fs.readFileSync(keyFile, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const { token } = await saveNumbers(first);
    const kid = first.deps.keyring.activeKid;

    const restarted = await restartTestApp(first);
    expect(restarted.deps.keyring.activeKid).toBe(kid);
    expect((await rest(restarted, 'GET', '/api/payments/user', { token })).body.paymentDetails).toMatchObject(
      ownerView(NUMBERS),
    );
    await restarted.close();
  });

  it('is not generated when ENCRYPTION_KEY is configured, and that key writes new values', async () => {
    const app = createTestApp({ ENCRYPTION_KEY: KEY_A });
    expect(fs.existsSync(path.join(app.dataDir, GENERATED_KEY_FILE))).toBe(false);
    await saveNumbers(app);
    const kid = keyIdOf(Buffer.from(KEY_A, 'hex'));
    expect((await storedCiphertexts(app)).map(keyIdOfCiphertext)).toEqual([kid, kid, kid]);
  });

  it('tightens a copied-in key file to owner-only', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, GENERATED_KEY_FILE), `${KEY_A}\n`, { mode: 0o644 });
    expect(loadKeyring({ DATA_DIR: dir }).activeKid).toBe(keyIdOf(Buffer.from(KEY_A, 'hex')));
    expect(fs.statSync(path.join(dir, GENERATED_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('refuses a malformed key instead of starting with it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, RETIRED_KEYS_FILE), 'not-a-key\n');
    expect(() => loadKeyring({ DATA_DIR: dir, ENCRYPTION_KEY: KEY_A })).toThrow(/64 hexadecimal characters/);
  });
});

describe('key rotation (docs/decisions/001-payment-field-encryption.md)', () => {
  it('reads old values through a retired key, writes new ones with the new key, and re-encrypts the rest with the CLI', async () => {
    const before = restartableApp({ ENCRYPTION_KEY: KEY_A });
    // As src/server/main.ts does at every start.
    await verifyKeys(before.db, before.deps.keyring);
    const { token, id } = await saveNumbers(before);

    // Without the old key, the old values cannot be read, and start-up says so.
    const withoutOldKey = await restartTestApp(before, { ENCRYPTION_KEY: KEY_B });
    await expect(verifyKeys(withoutOldKey.db, withoutOldKey.deps.keyring)).rejects.toThrow(MissingKeyError);
    const [oldPan] = await storedCiphertexts(withoutOldKey);
    expect(() => decrypt(withoutOldKey.deps.keyring, oldPan!, 'payment_details.pan_number')).toThrow(
      /not configured/,
    );

    // Step 1-2: the old key moves to the retired file, the new one becomes ENCRYPTION_KEY.
    fs.writeFileSync(path.join(before.dataDir, RETIRED_KEYS_FILE), `# retired on rotation\n${KEY_A}\n`, {
      mode: 0o600,
    });
    const during = await restartTestApp(withoutOldKey, { ENCRYPTION_KEY: KEY_B });
    await verifyKeys(during.db, during.deps.keyring);
    expect((await rest(during, 'GET', '/api/payments/user', { token })).body.paymentDetails).toMatchObject(
      ownerView(NUMBERS),
    );
    await rest(during, 'PUT', `/api/payments/user/${id}`, {
      token,
      body: { consent_given: true, account_number: '123123123123' },
    });
    const kidA = keyIdOf(Buffer.from(KEY_A, 'hex'));
    const kidB = keyIdOf(Buffer.from(KEY_B, 'hex'));
    expect((await storedCiphertexts(during)).map(keyIdOfCiphertext).sort()).toEqual(
      [kidA, kidA, kidB].sort(),
    );

    // Step 3, beside the running server: re-encrypt what is left; a second run has nothing to do.
    expect(await runReencryptCli(during, { ENCRYPTION_KEY: KEY_B })).toContain(
      `Re-encrypted 1 payment record(s) and 0 document(s) with key ${kidB}`,
    );
    expect(await runReencryptCli(during, { ENCRYPTION_KEY: KEY_B })).toContain(
      'Re-encrypted 0 payment record(s)',
    );
    expect((await storedCiphertexts(during)).map(keyIdOfCiphertext)).toEqual([kidB, kidB, kidB]);

    // Step 4: the retired key can go; start-up no longer asks for it.
    fs.rmSync(path.join(during.dataDir, RETIRED_KEYS_FILE));
    const after = await restartTestApp(during, { ENCRYPTION_KEY: KEY_B });
    await verifyKeys(after.db, after.deps.keyring);
    expect((await rest(after, 'GET', '/api/payments/user', { token })).body.paymentDetails).toMatchObject({
      ...ownerView(NUMBERS),
      account_number: '123123123123',
    });
    await after.close();
  }, 60_000);

  it('keeps reading values made with the generated key after ENCRYPTION_KEY is configured', async () => {
    const generated = restartableApp();
    await verifyKeys(generated.db, generated.deps.keyring);
    const { token } = await saveNumbers(generated);
    const configured = await restartTestApp(generated, { ENCRYPTION_KEY: KEY_B });
    await verifyKeys(configured.db, configured.deps.keyring);
    expect(configured.deps.keyring.activeKid).toBe(keyIdOf(Buffer.from(KEY_B, 'hex')));
    expect(
      (await rest(configured, 'GET', '/api/payments/user', { token })).body.paymentDetails,
    ).toMatchObject(ownerView(NUMBERS));
    await configured.close();
  });
});

describe('crypto helpers', () => {
  const keyring = keyringOf(KEY_A);

  it('detects a changed ciphertext', () => {
    const sealed = encrypt(keyring, '987654321012', 'payment_details.aadhaar_number');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => decrypt(keyring, parts.join('.'), 'payment_details.aadhaar_number')).toThrow();
    expect(() => decrypt(keyring, 'plain text', 'payment_details.aadhaar_number')).toThrow(/unknown format/);
  });

  it('binds a value to its column: a PAN ciphertext copied into the Aadhaar column does not decrypt', () => {
    const sealed = encrypt(keyring, 'ABCDE1234F', 'payment_details.pan_number');
    expect(decrypt(keyring, sealed, 'payment_details.pan_number')).toBe('ABCDE1234F');
    expect(() => decrypt(keyring, sealed, 'payment_details.aadhaar_number')).toThrow();
  });

  it('masks to the last 4 characters', () => {
    expect(mask('ABCDE1234F')).toBe('******234F');
    expect(mask('987654321012')).toBe('********1012');
    expect(mask('1234')).toBe('****');
    expect(mask('')).toBe('');
    expect(mask(null)).toBeNull();
  });
});
