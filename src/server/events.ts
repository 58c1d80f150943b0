import { EventEmitter } from 'node:events';

export type NotificationEvent = { userId: string; notificationId: string };

/**
 * In-process pub/sub: the server is one process, so committed changes are announced here and
 * pushed to open subscriptions (the notification stream) without polling the database.
 */
export class AppEvents {
  private emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  notificationsCreated(events: NotificationEvent[]) {
    for (const e of events) this.emitter.emit(`notification:${e.userId}`, e);
  }

  onNotification(userId: string, listener: (e: NotificationEvent) => void) {
    const name = `notification:${userId}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
