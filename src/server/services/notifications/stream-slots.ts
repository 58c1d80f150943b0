import { getHeapStatistics } from 'node:v8';
import { NOTIFICATION_STREAMS_PER_USER } from '@shared/constants';
import { AppError } from '@server/errors';

export type StreamSlot = {
  /** Aborts when a newer stream of the same account takes this one's place. */
  signal: AbortSignal;
  /** Gives the slot back; safe to call more than once. */
  release: () => void;
};

/** Heap an open stream holds (about 67 KB measured over HTTP, with its socket, request and generator). */
const STREAM_HEAP_BYTES = 70 * 1024;

/** When NOTIFICATION_STREAMS_MAX is unset: as many streams as fill a quarter of this process's heap limit. */
export const defaultStreamsMax = () =>
  Math.floor(getHeapStatistics().heap_size_limit / 4 / STREAM_HEAP_BYTES);

/**
 * The open notification streams, each of which holds memory for as long as it is open: at most
 * `perUser` per account (one more closes that account's oldest, the tab most likely forgotten) and
 * `total` in the process (past it a new stream is refused; the web client's bell keeps polling).
 * Slots are taken and given back synchronously, so concurrent opens never overshoot.
 */
export class StreamSlots {
  private byUser = new Map<string, AbortController[]>();
  private open = 0;

  constructor(
    readonly total: number,
    readonly perUser = NOTIFICATION_STREAMS_PER_USER,
  ) {}

  get size() {
    return this.open;
  }

  take(userId: string): StreamSlot {
    const mine = this.byUser.get(userId) ?? [];
    if (mine.length >= this.perUser) {
      // Replacing the account's oldest stream leaves the total as it was, so it is never refused.
      this.drop(userId, mine[0]!)?.abort(
        new AppError(
          'TOO_MANY_REQUESTS',
          `Notification stream closed: an account may keep at most ${this.perUser} open, and a newer one was opened`,
        ),
      );
    } else if (this.open >= this.total) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'The server has too many notification streams open; please try again later',
      );
    }
    const slot = new AbortController();
    this.byUser.set(userId, [...(this.byUser.get(userId) ?? []), slot]);
    this.open += 1;
    return { signal: slot.signal, release: () => void this.drop(userId, slot) };
  }

  /** Removes `slot` if it is still held; returns it then, else undefined. */
  private drop(userId: string, slot: AbortController) {
    const mine = this.byUser.get(userId);
    const i = mine?.indexOf(slot) ?? -1;
    if (!mine || i < 0) return undefined;
    mine.splice(i, 1);
    if (mine.length === 0) this.byUser.delete(userId);
    this.open -= 1;
    return slot;
  }
}
