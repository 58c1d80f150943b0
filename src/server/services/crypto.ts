import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Field encryption for PAN, Aadhaar and account numbers: AES-256-GCM with a random 96-bit IV per value.
 *
 * Stored form: `v1.<kid>.<iv>.<tag>.<ciphertext>` (base64url parts). `kid` is derived from the key
 * itself, so a ciphertext names the key that made it and old keys can stay around for reading while
 * new values are written with the active key (see docs/decisions/001-payment-field-encryption.md).
 */
const FORMAT = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const KEY_HEX = /^[0-9a-fA-F]{64}$/;

/** The generated key, written once when ENCRYPTION_KEY is not configured. */
export const GENERATED_KEY_FILE = 'encryption.key';
/** Optional: keys that are no longer active but may still be needed to read old values, one hex key per line. */
export const RETIRED_KEYS_FILE = 'encryption-retired.keys';

export type Keyring = {
  /** The key id new values are written with. */
  activeKid: string;
  keys: ReadonlyMap<string, Buffer>;
};

/** A short, stable id for a key; the hash reveals nothing usable about a 256-bit random key. */
export const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('payment-field-key:').update(key).digest('hex').slice(0, 8);

function parseKey(hex: string, where: string) {
  const value = hex.trim();
  if (!KEY_HEX.test(value))
    throw new Error(`${where}: an encryption key must be 64 hexadecimal characters (32 bytes)`);
  return Buffer.from(value, 'hex');
}

/** Reads the generated key, creating it (owner-only, exclusive create) on the first start. */
function generatedKey(dataDir: string, create: boolean): Buffer | null {
  const file = path.join(dataDir, GENERATED_KEY_FILE);
  if (fs.existsSync(file)) {
    // Keep the file owner-only even if it was copied in with looser permissions.
    fs.chmodSync(file, 0o600);
    return parseKey(fs.readFileSync(file, 'utf8'), file);
  }
  if (!create) return null;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (e) {
    // Another process created it between the check and the write: use that one.
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return parseKey(fs.readFileSync(file, 'utf8'), file);
    throw e;
  }
}

function retiredKeys(dataDir: string): Buffer[] {
  const file = path.join(dataDir, RETIRED_KEYS_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line, i) => parseKey(line, `${file} line ${i + 1}`));
}

/**
 * The keys of this installation: the active one (ENCRYPTION_KEY, else the generated file) plus every
 * key that can still be needed for reading (the generated file when ENCRYPTION_KEY replaced it, and
 * the retired-keys file).
 */
export function loadKeyring(env: { ENCRYPTION_KEY?: string; DATA_DIR: string }): Keyring {
  const configured = env.ENCRYPTION_KEY ? parseKey(env.ENCRYPTION_KEY, 'ENCRYPTION_KEY') : null;
  const fileKey = generatedKey(env.DATA_DIR, configured === null);
  const active = configured ?? fileKey!;
  const keys = new Map<string, Buffer>();
  for (const key of [active, fileKey, ...retiredKeys(env.DATA_DIR)]) if (key) keys.set(keyIdOf(key), key);
  return { activeKid: keyIdOf(active), keys };
}

/** A keyring around given keys (the first is active); for tools and tests. */
export function keyringOf(...hexKeys: string[]): Keyring {
  const keys = hexKeys.map((k, i) => parseKey(k, `key ${i + 1}`));
  return { activeKid: keyIdOf(keys[0]!), keys: new Map(keys.map((k) => [keyIdOf(k), k])) };
}

const b64 = (b: Buffer) => b.toString('base64url');

/**
 * Encrypts with the active key. `context` is bound as associated data (for example the column name),
 * so a ciphertext copied into another column does not decrypt.
 */
export function encrypt(keyring: Keyring, plaintext: string, context = ''): string {
  const { iv, tag, ciphertext } = seal(keyring, Buffer.from(plaintext, 'utf8'), context);
  return [FORMAT, keyring.activeKid, b64(iv), b64(tag), b64(ciphertext)].join('.');
}

/** AES-256-GCM with the active key and `context` as associated data: the one sealing both formats share. */
function seal(keyring: Keyring, plaintext: Uint8Array, context: string) {
  const key = keyring.keys.get(keyring.activeKid)!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

/** The opening of `seal` with the key `kid`; throws when that key is not configured or the bytes were altered. */
function open(
  keyring: Keyring,
  kid: string,
  sealed: { iv: Buffer; tag: Buffer; ciphertext: Buffer },
  context: string,
  what: string,
) {
  const key = keyring.keys.get(kid);
  if (!key) throw new Error(`Encrypted ${what} needs key ${kid}, which is not configured`);
  const decipher = createDecipheriv(ALGORITHM, key, sealed.iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}

/** The key id a stored value was written with, or null when it is not in our format. */
export function keyIdOfCiphertext(value: string): string | null {
  const parts = value.split('.');
  return parts.length === 5 && parts[0] === FORMAT ? parts[1]! : null;
}

/** Decrypts a value written by `encrypt`; throws when the key is unknown or the value was altered. */
export function decrypt(keyring: Keyring, value: string, context = ''): string {
  const parts = value.split('.');
  if (parts.length !== 5 || parts[0] !== FORMAT) throw new Error('Encrypted value has an unknown format');
  const [, kid, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  const fromB64 = (v: string) => Buffer.from(v, 'base64url');
  return open(
    keyring,
    kid,
    { iv: fromB64(iv), tag: fromB64(tag), ciphertext: fromB64(ciphertext) },
    context,
    'value',
  ).toString('utf8');
}

/**
 * Files (identity documents) use the same keys in a binary form: `CEF1`, the 8-character key id,
 * the IV, the tag, then the ciphertext. No accepted upload type starts with `CEF1`, so a plain file
 * left from before encryption is told apart by its first bytes.
 */
const FILE_MAGIC = Buffer.from('CEF1', 'latin1');
const KID_BYTES = 8;
const TAG_BYTES = 16;
const FILE_HEADER_BYTES = FILE_MAGIC.length + KID_BYTES + IV_BYTES + TAG_BYTES;

export function encryptBytes(keyring: Keyring, plaintext: Uint8Array, context: string): Buffer {
  const { iv, tag, ciphertext } = seal(keyring, plaintext, context);
  return Buffer.concat([FILE_MAGIC, Buffer.from(keyring.activeKid, 'latin1'), iv, tag, ciphertext]);
}

/** The key id an encrypted file names in its first bytes, or null for a plain (not yet encrypted) file. */
export function keyIdOfEncryptedBytes(head: Uint8Array): string | null {
  const data = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (data.length < FILE_MAGIC.length + KID_BYTES || !data.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC))
    return null;
  return data.subarray(FILE_MAGIC.length, FILE_MAGIC.length + KID_BYTES).toString('latin1');
}
/** How many leading bytes `keyIdOfEncryptedBytes` needs. */
export const ENCRYPTED_FILE_ID_BYTES = FILE_MAGIC.length + KID_BYTES;

/** Decrypts what `encryptBytes` wrote; throws on a plain file, an unknown key or altered bytes. */
export function decryptBytes(keyring: Keyring, data: Buffer, context: string): Buffer {
  const kid = keyIdOfEncryptedBytes(data);
  if (kid === null || data.length < FILE_HEADER_BYTES)
    throw new Error('Encrypted file has an unknown format');
  let at = FILE_MAGIC.length + KID_BYTES;
  const iv = data.subarray(at, (at += IV_BYTES));
  const tag = data.subarray(at, (at += TAG_BYTES));
  return open(keyring, kid, { iv, tag, ciphertext: data.subarray(at) }, context, 'file');
}

/** Shows only the last 4 characters: `ABCDE1234F` -> `******234F`; 4 or fewer characters are hidden whole. */
export function mask(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}
