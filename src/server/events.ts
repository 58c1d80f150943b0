import { EventEmitter } from 'node:events';

/** A notification committed for a user. */
export type NotificationEvent = { userId: string; notificationId: string };
/**
 * What a listener gets when the bus may have missed notifications (its PostgreSQL connection came
 * back): re-read what is new.
 */
export type NotificationWake = { userId: string; notificationId: null };
export type NotificationListener = (e: NotificationEvent | NotificationWake) => void;

/**
 * Announces committed notifications to the open subscriptions (the notification stream), so they
 * need not poll the database. In-process with SQLite (one server process); across processes with
 * PostgreSQL (`PostgresEvents`). `createEvents` picks one by DATABASE_URL.
 */
export interface AppEvents {
  /** Call after the notifications' transaction commits, so nobody is told about a rollback. */
  notificationsCreated(events: NotificationEvent[]): void;
  /**
   * Calls `listener` for each of the user's notifications announced from now on, and with a wake
   * when some may have been missed; returns the unsubscribe.
   */
  onNotification(userId: string, listener: NotificationListener): () => void;
  /** Stops delivering and lets go of any connection (shutdown). */
  close(): Promise<void>;
}

/** The in-process bus: the SQLite server is one process, and PostgresEvents fans out through one too. */
export class LocalEvents implements AppEvents {
  private emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  notificationsCreated(events: NotificationEvent[]) {
    for (const e of events) this.emitter.emit(`notification:${e.userId}`, e);
  }

  onNotification(userId: string, listener: NotificationListener) {
    const name = `notification:${userId}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  /** Calls every listener once with a wake (`notificationId` null). */
  wakeAll() {
    for (const name of this.emitter.eventNames()) {
      const userId = String(name).slice('notification:'.length);
      this.emitter.emit(name, { userId, notificationId: null } satisfies NotificationWake);
    }
  }

  close() {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
