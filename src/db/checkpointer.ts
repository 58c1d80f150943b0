import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** How often the worker copies the WAL back into the database. */
const EVERY_MS = 100;
/**
 * The connection's own checkpoint, now a fallback: only when the WAL passes this many pages
 * (64 MB of 4 KB pages), which the worker keeps it well under unless it stops.
 */
const FALLBACK_PAGES = 16_384;

/** Past this many pages in the WAL, the worker checkpoints again at once instead of waiting. */
const BEHIND_PAGES = 2_048;

// A plain script (no TypeScript loader needed in the thread): its own connection, a PASSIVE
// checkpoint on a timer, again at once while the WAL is long. PASSIVE never waits for or blocks
// readers and writers. Under a steady stream of writes the WAL is never wholly copied at the
// moment a write begins, so it is not restarted and grows to the fallback mark; the commit that
// passes it then finds nearly every page already copied and synced, and only finishes the job.
const WORKER = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)').raw();
const run = () => {
  const [, log] = checkpoint.get();
  if (log > workerData.behindPages) setImmediate(run);
  else setTimeout(run, workerData.everyMs);
};
run();
`;

/**
 * Checkpoints the WAL from a worker thread instead of inside the commit that crosses SQLite's
 * 1,000-page mark. That commit copied the WAL's pages into the database file and fsynced it on
 * the event loop: 20-120 ms during which every request waited, a few times a second under a
 * steady stream of writes (SQLite's own advice for busy writers: https://sqlite.org/wal.html,
 * "Application-Initiated Checkpoints"). Returns a function that stops the worker.
 */
export function checkpointInBackground(client: Database.Database): () => Promise<number> {
  if (client.memory) return async () => 0;
  client.pragma(`wal_autocheckpoint = ${FALLBACK_PAGES}`);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file: client.name, driver: createRequire(import.meta.url).resolve('better-sqlite3'), everyMs: EVERY_MS, behindPages: BEHIND_PAGES },
  });
  worker.on('error', (e) => console.error('WAL checkpointer stopped:', e));
  worker.unref();
  return () => worker.terminate();
}
