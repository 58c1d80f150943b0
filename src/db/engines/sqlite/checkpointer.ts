import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { runtime } from '@runtime/runtime';

/** How often the worker copies the WAL back into the database. */
const EVERY_MS = 20;
/**
 * The connection's own checkpoint, now a fallback: only when the WAL passes this many pages
 * (64 MB of 4 KB pages), which the worker keeps it well under unless it stops.
 */
const FALLBACK_PAGES = 16_384;

/** Past this many pages of the WAL not yet copied, the worker checkpoints again at once instead of waiting. */
const BEHIND_PAGES = 256;
/** Once the WAL is this long (32 MB) and nearly all copied, the worker has it start again from the top. */
const RESTART_PAGES = 8_192;

// A plain script (no TypeScript loader needed in the thread): its own connection, a PASSIVE
// checkpoint on a timer, again at once while much of the WAL is left to copy. PASSIVE never waits
// for or blocks readers and writers, but under a steady stream of writes the WAL is never wholly
// copied at the moment a write begins, so SQLite never starts it again from the top and it grows.
// When it is long and nearly all copied, a RESTART copies the rest while holding writers back
// (a few milliseconds: the pages left and one fsync), and the next write starts the WAL afresh.
// The worker does not wait for a busy database (busy_timeout 0): it tries again on its next turn.
const WORKER = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 0, nativeBinding: workerData.nativeBinding });
const passive = db.prepare('pragma wal_checkpoint(PASSIVE)').raw();
const restart = db.prepare('pragma wal_checkpoint(RESTART)').raw();
const run = () => {
  const [, log, copied] = passive.get();
  if (log - copied > workerData.behindPages) return setImmediate(run);
  if (log > workerData.restartPages) restart.get();
  setTimeout(run, workerData.everyMs);
};
run();
`;

/**
 * Checkpoints the WAL from a worker thread instead of inside the commit that crosses SQLite's
 * 1,000-page mark. That commit copied the WAL's pages into the database file and fsynced it on
 * the event loop: 20-120 ms during which every request waited, a few times a second under a
 * steady stream of writes (SQLite's own advice for busy writers: https://sqlite.org/wal.html,
 * "Application-Initiated Checkpoints"). `onError` hears of a worker that stopped. Returns a function
 * that stops the worker.
 */
export function checkpointInBackground(
  client: Database.Database,
  onError: (error: Error) => void,
): () => Promise<number> {
  if (client.memory) return () => Promise.resolve(0);
  client.pragma(`wal_autocheckpoint = ${FALLBACK_PAGES}`);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      file: client.name,
      ...runtime.sqliteAddon().worker,
      everyMs: EVERY_MS,
      behindPages: BEHIND_PAGES,
      restartPages: RESTART_PAGES,
    },
  });
  worker.on('error', onError);
  worker.unref();
  return () => worker.terminate();
}
