import { EventEmitter } from 'node:events';

/** A notification committed for a user. */
export type NotificationEvent = { userId: string; notificationId: string };
/**
 * What a listener gets when the bus may have missed notifications (its PostgreSQL connection came
 * back): re-read what is new.
 */
export type NotificationWake = { userId: string; notificationId: null };
export type NotificationListener = (e: NotificationEvent | NotificationWake) => void;
/** A conversation message committed, for one user who should see it arrive (a party's open tabs). */
export type MessageEvent = { userId: string; applicationId: string; messageId: string };
export type MessageListener = (e: MessageEvent) => void;
/** Everything the bus carries. */
export type BusEvent = NotificationEvent | MessageEvent;

const isMessage = (e: BusEvent): e is MessageEvent => 'messageId' in e;

/**
 * Announces committed notifications and conversation messages to the open subscriptions (the
 * notification stream, services/notifications/stream.ts), so they need not poll the database:
 * `SharedEvents` (create-events.ts), in process and over the engine's transport to the other
 * processes (none with SQLite, LISTEN/NOTIFY with PostgreSQL).
 */
export interface AppEvents {
  /** Call after the notifications' transaction commits, so nobody is told about a rollback. */
  notificationsCreated(events: NotificationEvent[]): void;
  /**
   * Calls `listener` for each of the user's notifications announced from now on, and with a wake
   * when some may have been missed; returns the unsubscribe.
   */
  onNotification(userId: string, listener: NotificationListener): () => void;
  /** Call after the message's transaction commits: each event reaches that user's open streams. */
  messagesPosted(events: MessageEvent[]): void;
  /** Calls `listener` for each message announced to the user from now on; returns the unsubscribe. */
  onMessage(userId: string, listener: MessageListener): () => void;
  /** Stops delivering and lets go of any connection (shutdown). */
  close(): Promise<void>;
}

/** The in-process bus: SharedEvents delivers to this process's listeners through one. */
export class LocalEvents implements AppEvents {
  private emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  notificationsCreated(events: NotificationEvent[]) {
    this.publish(events);
  }

  messagesPosted(events: MessageEvent[]) {
    this.publish(events);
  }

  /** Delivers events of either kind to their users' listeners. */
  publish(events: BusEvent[]) {
    for (const e of events) this.emitter.emit(`${isMessage(e) ? 'message' : 'notification'}:${e.userId}`, e);
  }

  onNotification(userId: string, listener: NotificationListener) {
    return this.listen(`notification:${userId}`, listener);
  }

  onMessage(userId: string, listener: MessageListener) {
    return this.listen(`message:${userId}`, listener);
  }

  private listen<E>(name: string, listener: (e: E) => void) {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  /**
   * Calls every notification listener once with a wake (`notificationId` null). Messages missed
   * meanwhile are not replayed: their notification, and the conversation read again, carry them.
   */
  wakeAll() {
    for (const name of this.emitter.eventNames()) {
      if (!String(name).startsWith('notification:')) continue;
      const userId = String(name).slice('notification:'.length);
      this.emitter.emit(name, { userId, notificationId: null } satisfies NotificationWake);
    }
  }

  close() {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
