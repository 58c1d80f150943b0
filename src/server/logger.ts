import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import { batchedStdout } from './batched-stdout';
import type { Env } from './env';

export type { Logger };

/**
 * The server's log: one JSON object per line on stdout, for journald or a log shipper. In
 * development at a terminal, pino-pretty's readable lines instead (a devDependency, so never in
 * production). Tests pass a `destination` to read what was logged.
 */
export function createLogger(
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: env.LOG_LEVEL,
    // "level":"error" and an ISO time read better in journalctl than pino's numbers.
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  if (env.NODE_ENV === 'development' && process.stdout.isTTY)
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    });
  return pino(options, batchedStdout());
}
