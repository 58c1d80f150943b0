import type { Db } from '../client';
export async function seedDemoIfEmpty(_db: Db, _opts: { log: (line: string) => void }) {}
