import type { FileStore } from '../uploads/file-store';
import { newStoredName } from '../uploads/storage';
import {
  decryptBytes,
  ENCRYPTED_FILE_ID_BYTES,
  encryptBytes,
  keyIdOfEncryptedBytes,
  type Keyring,
} from '../crypto';

/**
 * Identity documents at rest: encrypted with the payment keyring before they reach the store, the
 * file's own name bound into it, so a file copied over another name does not decrypt.
 */
const contextOf = (name: string) => `payment_documents/${name}`;

/** Encrypts and stores a document; returns the name it was stored under. */
export async function storeDocument(files: FileStore, keyring: Keyring, bytes: Uint8Array, ext: string) {
  const name = newStoredName(ext);
  await files.put('documents', name, encryptBytes(keyring, bytes, contextOf(name)));
  return name;
}

/** The original bytes of a stored document, or null when there is no such file. */
export async function readDocument(files: FileStore, keyring: Keyring, name: string) {
  const data = await files.get('documents', name);
  return data && decryptBytes(keyring, data, contextOf(name));
}

/**
 * Encrypts every stored document that needs it and returns how many were rewritten:
 * `plain` ones (stored before documents were encrypted; run at every start-up), or with
 * `not-active` also those under another key than the active one (key rotation, step 3).
 * Each file is replaced whole, so a crash leaves either the old or the new file.
 */
export async function encryptDocumentFiles(
  files: FileStore,
  keyring: Keyring,
  which: 'plain' | 'not-active',
) {
  let changed = 0;
  for (const name of await files.list('documents')) {
    const head = await files.head('documents', name, ENCRYPTED_FILE_ID_BYTES);
    if (!head) continue;
    const kid = keyIdOfEncryptedBytes(head);
    if (kid === keyring.activeKid || (kid !== null && which === 'plain')) continue;
    const data = await files.get('documents', name);
    if (!data) continue;
    const plaintext = kid === null ? data : decryptBytes(keyring, data, contextOf(name));
    await files.put('documents', name, encryptBytes(keyring, plaintext, contextOf(name)));
    changed += 1;
  }
  return changed;
}
