import type { OpenedDatabase } from '@db/open';
import type { EventTransport } from '@db/engines/types';
import {
  LocalEvents,
  type AppEvents,
  type BusEvent,
  type MessageEvent,
  type MessageListener,
  type NotificationEvent,
  type NotificationListener,
} from './events';
import { decodePayload, encodePayloads } from './events-payload';
import type { Logger } from './logger';

/**
 * The events bus of a server process: this process's listeners hear an event at once, and the
 * engine's transport carries it to the other processes on the same database (none on SQLite;
 * LISTEN/NOTIFY on PostgreSQL), whose events it delivers here. When the transport was deaf for a
 * while (a reconnect), every listener is woken to read again.
 * docs/decisions/034-notifications-across-processes.md
 */
export class SharedEvents implements AppEvents {
  private local = new LocalEvents();
  private transport: EventTransport<BusEvent>;

  constructor(open: OpenedDatabase['eventTransport'], log: Logger) {
    this.transport = open<BusEvent>({
      encode: encodePayloads,
      decode: decodePayload,
      deliver: (events) => this.local.publish(events),
      resumed: () => this.local.wakeAll(),
      log,
    });
  }

  notificationsCreated(events: NotificationEvent[]) {
    this.publish(events);
  }

  messagesPosted(events: MessageEvent[]) {
    this.publish(events);
  }

  private publish(events: BusEvent[]) {
    this.transport.send(events);
    // After queueing the send: a listener that throws here must not keep other processes uninformed.
    this.local.publish(events);
  }

  onNotification(userId: string, listener: NotificationListener) {
    return this.local.onNotification(userId, listener);
  }

  onMessage(userId: string, listener: MessageListener) {
    return this.local.onMessage(userId, listener);
  }

  /** Resolves once events from other processes are heard (at once on SQLite), or at close. */
  listening(): Promise<void> {
    return this.transport.listening();
  }

  async close() {
    await this.transport.close();
    await this.local.close();
  }
}

/** The events bus over the engine of `opened`. */
export const createEvents = (opened: Pick<OpenedDatabase, 'eventTransport'>, log: Logger) =>
  new SharedEvents(opened.eventTransport, log);
