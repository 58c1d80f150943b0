// SQLite only: reads the database file's bytes, and restarts by reopening the SQLite file in DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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
} from '@server/services/payments/crypto';
import { reencryptPaymentDetails } from '@server/services/payments/rotate';
import { createTestApp, type TestApp } from '../kit/app';
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

/** An app on a database file in its own DATA_DIR; opening the same directory again is a restart. */
function fileApp(dir: string, env: Record<string, string> = {}) {
  return createTestApp({ DATA_DIR: dir, DATABASE_URL: path.join(dir, 'app.db'), ...env });
}
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'collab-payments-'));
const close = (app: TestApp) => app.sqlite.$client.close();

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

describe('PAN, Aadhaar and account numbers at rest', () => {
  it('never appear in plain text in the database file (or its write-ahead log)', async () => {
    const dir = tempDir();
    const app = fileApp(dir);
    const { token, id } = await saveNumbers(app);
    const replaced = {
      pan_number: 'ZXCVB1111Y',
      aadhaar_number: '111122223333',
      account_number: '777766665555',
    };
    expect(
      (
        await rest(app, 'PUT', `/api/payments/user/${id}`, {
          token,
          body: { ...replaced, consent_given: true },
        })
      ).status,
    ).toBe(200);
    // The owner still reads them back (the Aadhaar number masked).
    expect((await rest(app, 'GET', '/api/payments/user', { token })).body.paymentDetails).toMatchObject(
      ownerView(replaced),
    );
    expect((await storedCiphertexts(app)).every((v) => v.startsWith('v1.'))).toBe(true);
    close(app);

    const files = fs.readdirSync(dir).filter((f) => f.startsWith('app.db'));
    expect(files).toContain('app.db');
    const raw = Buffer.concat(files.map((f) => fs.readFileSync(path.join(dir, f))));
    expect(raw.length).toBeGreaterThan(0);
    for (const value of [...Object.values(NUMBERS), ...Object.values(replaced), '9876 5432 1012']) {
      expect(raw.includes(Buffer.from(value, 'utf8')), `${value} found in the database file`).toBe(false);
    }
    // The search would find them if they were there: the UPI ID, saved as plain text beside them, is found.
    expect(raw.includes(Buffer.from('plain.visible@okaxis', 'utf8'))).toBe(true);
  });

  it('uses a fresh IV for every value: the same number never gives the same ciphertext', () => {
    const keyring = keyringOf(KEY_A);
    expect(encrypt(keyring, 'ABCDE1234F')).not.toBe(encrypt(keyring, 'ABCDE1234F'));
  });
});

describe('the generated key', () => {
  it('is written once into DATA_DIR, owner-only, and reused on the next start', async () => {
    const dir = tempDir();
    const first = fileApp(dir);
    const keyFile = path.join(dir, GENERATED_KEY_FILE);
    expect(fs.readFileSync(keyFile, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const { token } = await saveNumbers(first);
    const kid = first.deps.keyring.activeKid;
    close(first);

    const restarted = fileApp(dir);
    expect(restarted.deps.keyring.activeKid).toBe(kid);
    expect((await rest(restarted, 'GET', '/api/payments/user', { token })).body.paymentDetails).toMatchObject(
      ownerView(NUMBERS),
    );
    close(restarted);
  });

  it('is not generated when ENCRYPTION_KEY is configured, and that key writes new values', async () => {
    const dir = tempDir();
    const app = fileApp(dir, { ENCRYPTION_KEY: KEY_A });
    expect(fs.existsSync(path.join(dir, GENERATED_KEY_FILE))).toBe(false);
    await saveNumbers(app);
    const kid = keyIdOf(Buffer.from(KEY_A, 'hex'));
    expect((await storedCiphertexts(app)).map(keyIdOfCiphertext)).toEqual([kid, kid, kid]);
    close(app);
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
  it('reads old values through a retired key, writes new ones with the new key, and re-encrypts the rest', async () => {
    const dir = tempDir();
    const before = fileApp(dir, { ENCRYPTION_KEY: KEY_A });
    const { token, id } = await saveNumbers(before);
    close(before);

    // Without the old key, the old values cannot be read.
    const withoutOldKey = fileApp(dir, { ENCRYPTION_KEY: KEY_B });
    const [oldPan] = await storedCiphertexts(withoutOldKey);
    close(withoutOldKey);
    expect(() => decrypt(keyringOf(KEY_B), oldPan!, 'payment_details.pan_number')).toThrow(/not configured/);

    // Step 1-2: the old key moves to the retired file, the new one becomes ENCRYPTION_KEY.
    fs.writeFileSync(path.join(dir, RETIRED_KEYS_FILE), `# retired on rotation\n${KEY_A}\n`, { mode: 0o600 });
    const during = fileApp(dir, { ENCRYPTION_KEY: KEY_B });
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

    // Step 3: re-encrypt what is left; a second run has nothing to do.
    expect(await reencryptPaymentDetails(during.deps.db, during.deps.keyring)).toBe(1);
    expect(await reencryptPaymentDetails(during.deps.db, during.deps.keyring)).toBe(0);
    expect((await storedCiphertexts(during)).map(keyIdOfCiphertext)).toEqual([kidB, kidB, kidB]);
    close(during);

    // Step 4: the retired key can go.
    fs.rmSync(path.join(dir, RETIRED_KEYS_FILE));
    const after = fileApp(dir, { ENCRYPTION_KEY: KEY_B });
    expect((await rest(after, 'GET', '/api/payments/user', { token })).body.paymentDetails).toMatchObject({
      ...ownerView(NUMBERS),
      account_number: '123123123123',
    });
    close(after);
  });

  it('keeps reading values made with the generated key after ENCRYPTION_KEY is configured', async () => {
    const dir = tempDir();
    const generated = fileApp(dir);
    const { token } = await saveNumbers(generated);
    close(generated);
    const configured = fileApp(dir, { ENCRYPTION_KEY: KEY_B });
    expect(configured.deps.keyring.activeKid).toBe(keyIdOf(Buffer.from(KEY_B, 'hex')));
    expect(
      (await rest(configured, 'GET', '/api/payments/user', { token })).body.paymentDetails,
    ).toMatchObject(ownerView(NUMBERS));
    close(configured);
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
