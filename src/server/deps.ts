import type { Db, OpenedDb } from '../db/client';
import type { Env } from './env';
import { AppEvents } from './events';
import { RateLimiter } from './rate-limit';

/** What the server needs from the outside world; built once at start-up, or per test file. */
export type AppDeps = {
  db: Db;
  env: Env;
  limiter: RateLimiter;
  events: AppEvents;
};

export function createDeps(db: OpenedDb, env: Env): AppDeps {
  return { db, env, limiter: new RateLimiter(), events: new AppEvents() };
}
