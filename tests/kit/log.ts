import { Writable } from 'node:stream';
import { createLogger } from '@server/logger';

/** A logger at `level` whose lines are kept, parsed, in `lines`, to read what the server logged. */
export function capturedLog(level: 'info' | 'warn' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger({ NODE_ENV: 'test', LOG_LEVEL: level }, sink), lines };
}
