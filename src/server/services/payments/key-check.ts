import { ne } from 'drizzle-orm';
import type { Db } from '@db/client';
import { keyChecks } from '@db/schema';
import { EnvError } from '@server/env';
import { decrypt, encrypt, type Keyring } from '../crypto';

const MARKER = 'collab-marketplace key check';
const CONTEXT = 'key_checks.check_value';

/** Start-up refuses a database whose data needs a key that is not configured (a configuration error). */
export class MissingKeyError extends EnvError {}

const opens = (keyring: Keyring, checkValue: string) => {
  try {
    return decrypt(keyring, checkValue, CONTEXT) === MARKER;
  } catch {
    return false;
  }
};

/**
 * Run at start-up: every key that has encrypted data in this database (each left a check value
 * when it was first active) must be configured, else the server refuses to start with a message
 * saying so, instead of failing on every payment view. Then the active key leaves its own check value.
 */
export async function verifyKeys(db: Db, keyring: Keyring) {
  const rows = await db.select().from(keyChecks);
  const missing = rows.filter((r) => !opens(keyring, r.checkValue)).map((r) => r.kid);
  if (missing.length > 0) {
    throw new MissingKeyError(
      `The database holds data encrypted with key ${missing.join(', ')}, which is not configured ` +
        `(the configured keys are ${[...keyring.keys.keys()].join(', ')}). It was probably restored or copied without its key. ` +
        "Put the key back: the backup's encryption.key into DATA_DIR (replacing a newly generated one), or ENCRYPTION_KEY, " +
        'or a line of DATA_DIR/encryption-retired.keys; then start again. See docs/decisions/010-identity-documents-and-backups.md.',
    );
  }
  if (!rows.some((r) => r.kid === keyring.activeKid)) {
    await db
      .insert(keyChecks)
      .values({ kid: keyring.activeKid, checkValue: encrypt(keyring, MARKER, CONTEXT) })
      .onConflictDoNothing();
  }
}

/** Key rotation, after everything is re-encrypted: only the active key still protects data. */
export async function forgetRetiredKeyChecks(db: Db, keyring: Keyring) {
  await db.delete(keyChecks).where(ne(keyChecks.kid, keyring.activeKid));
}
