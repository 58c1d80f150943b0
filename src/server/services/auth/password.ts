import os from 'node:os';
import { runtime } from '@runtime/runtime';

/** Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read. */
const ARGON2ID = 2;

/**
 * Each hash holds 19 MiB and keeps a core busy. More hashes at once than there are cores finish no
 * sooner, but each holds its memory while it waits for a core, so a burst of sign-ins would grow
 * the process by 19 MiB per pending hash; at most one per core runs, the rest wait their turn.
 */
const MAX_HASHING = Math.max(1, os.availableParallelism());
let hashing = 0;
const waiting: (() => void)[] = [];

async function oneCoreEach<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_HASHING) hashing++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // a finishing hash hands over its slot
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export const hashPassword = (password: string) =>
  oneCoreEach(() => runtime.argon2().hash(password, { algorithm: ARGON2ID }));

export const verifyPassword = (passwordHash: string, password: string) =>
  oneCoreEach(() => runtime.argon2().verify(passwordHash, password)).catch(() => false);
