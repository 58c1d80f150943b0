import fs from 'node:fs/promises';
import path from 'node:path';
import {
  isStoredName,
  newStoredName,
  readStoredFile,
  storedFilePath,
  writeStoredFile,
} from '../uploads/storage';
import {
  decryptBytes,
  ENCRYPTED_FILE_ID_BYTES,
  encryptBytes,
  keyIdOfEncryptedBytes,
  type Keyring,
} from './crypto';

/**
 * Identity documents at rest: encrypted with the payment keyring, the file's own name bound into it,
 * so a file copied over another name does not decrypt.
 */
const contextOf = (name: string) => `payment_documents/${name}`;

/** Encrypts and stores a document; returns the name it was stored under. */
export async function storeDocument(dataDir: string, keyring: Keyring, bytes: Uint8Array, ext: string) {
  const name = newStoredName(ext);
  await writeStoredFile(dataDir, 'documents', name, encryptBytes(keyring, bytes, contextOf(name)));
  return name;
}

/** The original bytes of a stored document, or null when there is no such file. */
export async function readDocument(dataDir: string, keyring: Keyring, name: string) {
  const data = await readStoredFile(dataDir, 'documents', name);
  return data && decryptBytes(keyring, data, contextOf(name));
}

async function keyIdOfFile(file: string) {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_FILE_ID_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return keyIdOfEncryptedBytes(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * Encrypts every document file on disk that needs it and returns how many were rewritten:
 * `plain` ones (stored before documents were encrypted; run at every start-up), or with
 * `not-active` also those under another key than the active one (key rotation, step 3).
 * Each file is replaced through a rename, so a crash leaves either the old or the new file.
 */
export async function encryptDocumentFiles(dataDir: string, keyring: Keyring, which: 'plain' | 'not-active') {
  const dir = path.join(dataDir, 'uploads', 'documents');
  const names = await fs.readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  let changed = 0;
  for (const name of names.filter(isStoredName)) {
    const file = storedFilePath(dataDir, 'documents', name);
    const kid = await keyIdOfFile(file);
    if (kid === keyring.activeKid || (kid !== null && which === 'plain')) continue;
    const data = await fs.readFile(file);
    const plaintext = kid === null ? data : decryptBytes(keyring, data, contextOf(name));
    await writeStoredFile(dataDir, 'documents', name, encryptBytes(keyring, plaintext, contextOf(name)));
    changed += 1;
  }
  return changed;
}
