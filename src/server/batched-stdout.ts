import { pino, type DestinationStream } from 'pino';

/**
 * Standard output for the log, written once per turn of the event loop instead of once per line
 * (decision 092): under load one turn answers many requests, and a blocking write(2) for each of
 * their lines was a quarter of a health check's time. The lines of a turn go out, in order, as soon
 * as it has run its callbacks (setImmediate), so nothing waits for traffic or a timer; those of the
 * last turn are written when the process exits, process.exit() after a fatal error included. The
 * writing itself is pino's synchronous destination (partial writes, a full pipe, a closed reader).
 */
export const batchedStdout = (): DestinationStream => (shared ??= openBatchedStdout());

/** One per process, however many loggers write to it: their lines stay in order, one exit listener. */
let shared: DestinationStream | undefined;

function openBatchedStdout(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: true });
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    out.write(text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
