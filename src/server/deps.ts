import type { Db } from '../db/client';
import type { Env } from './env';
import { RateLimiter } from './rate-limit';

/** What the server needs from the outside world; built once at start-up, or per test file. */
export type AppDeps = {
  db: Db;
  env: Env;
  limiter: RateLimiter;
};

export function createDeps(db: Db, env: Env): AppDeps {
  return { db, env, limiter: new RateLimiter() };
}
