import { describe, expect, it } from 'vitest';
import { sqliteEngine } from '@db/engines/sqlite';
import { createEvents } from './create-events';
import { LocalEvents } from './events';
import { createLogger } from './logger';

describe('the in-process events bus (SQLite)', () => {
  it("delivers a user's notifications to that user's listeners only, until they unsubscribe", () => {
    const bus = new LocalEvents();
    const heard: string[] = [];
    const stopPriya = bus.onNotification('priya', (e) => heard.push(`priya:${e.notificationId}`));
    bus.onNotification('arjun', (e) => heard.push(`arjun:${e.notificationId}`));

    bus.notificationsCreated([
      { userId: 'priya', notificationId: 'n1' },
      { userId: 'arjun', notificationId: 'n2' },
    ]);
    stopPriya();
    bus.notificationsCreated([{ userId: 'priya', notificationId: 'n3' }]);

    expect(heard).toEqual(['priya:n1', 'arjun:n2']);
  });

  it('wakes every listener once, with no notification id', () => {
    const bus = new LocalEvents();
    const heard: unknown[] = [];
    bus.onNotification('priya', (e) => heard.push(e));
    bus.onNotification('priya', (e) => heard.push(e));
    bus.onNotification('arjun', (e) => heard.push(e));

    bus.wakeAll();

    expect(heard).toEqual([
      { userId: 'priya', notificationId: null },
      { userId: 'priya', notificationId: null },
      { userId: 'arjun', notificationId: null },
    ]);
  });

  it('delivers nothing after close', async () => {
    const bus = new LocalEvents();
    const heard: unknown[] = [];
    bus.onNotification('priya', (e) => heard.push(e));
    await bus.close();
    bus.notificationsCreated([{ userId: 'priya', notificationId: 'n1' }]);
    expect(heard).toEqual([]);
  });

  it('is what createEvents gives over SQLite: listening at once, announcing in process', async () => {
    const log = createLogger({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const opened = sqliteEngine.open(':memory:', {});
    const bus = createEvents(opened, log);
    const heard: unknown[] = [];
    bus.onNotification('priya', (e) => heard.push(e.notificationId));
    await bus.listening();
    bus.notificationsCreated([{ userId: 'priya', notificationId: 'n1' }]);
    await bus.close();
    await opened.close();
    expect(heard).toEqual(['n1']);
  });
});

describe('conversation messages on the in-process bus', () => {
  it("reach that user's message listeners only, apart from notifications, and are not woken", () => {
    const bus = new LocalEvents();
    const messages: unknown[] = [];
    const notifications: unknown[] = [];
    const stop = bus.onMessage('priya', (e) => messages.push(e));
    bus.onMessage('arjun', (e) => messages.push(e));
    bus.onNotification('priya', (e) => notifications.push(e));

    bus.messagesPosted([{ userId: 'priya', applicationId: 'a1', messageId: 'm1' }]);
    bus.wakeAll();
    stop();
    bus.messagesPosted([{ userId: 'priya', applicationId: 'a1', messageId: 'm2' }]);

    expect(messages).toEqual([{ userId: 'priya', applicationId: 'a1', messageId: 'm1' }]);
    expect(notifications).toEqual([{ userId: 'priya', notificationId: null }]);
  });
});
