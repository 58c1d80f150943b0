import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodePayload, encodePayloads, MAX_PAYLOAD_BYTES } from './events-payload';

const events = (n: number, userId: () => string = () => randomUUID()) =>
  Array.from({ length: n }, () => ({ userId: userId(), notificationId: randomUUID() }));

describe('NOTIFY payloads of notification events', () => {
  it('split a large batch into payloads PostgreSQL accepts, losing and reordering nothing', () => {
    const batch = events(2_000);
    const payloads = encodePayloads(batch);

    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap(decodePayload)).toEqual(batch);
  });

  it('count bytes, not characters, for ids outside ASCII', () => {
    const batch = events(500, () => 'प्रिया-'.repeat(4));
    const payloads = encodePayloads(batch);

    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap(decodePayload)).toEqual(batch);
  });

  it('send nothing for no events, and fill each payload before starting the next', () => {
    expect(encodePayloads([])).toEqual([]);
    const payloads = encodePayloads(events(2_000));
    for (const p of payloads.slice(0, -1))
      expect(Buffer.byteLength(p)).toBeGreaterThan(MAX_PAYLOAD_BYTES - 90);
  });

  it('carry conversation messages beside notifications, in order', () => {
    const batch = [
      { userId: 'u1', notificationId: 'n1' },
      { userId: 'u2', applicationId: 'a1', messageId: 'm1' },
      { userId: 'u1', notificationId: 'n2' },
    ];
    expect(encodePayloads(batch).flatMap(decodePayload)).toEqual(batch);
  });

  it('refuse a payload that is not a list of [user id, notification id] pairs', () => {
    expect(() => decodePayload('{"userId":"u"}')).toThrow();
    expect(() => decodePayload('[["u"]]')).toThrow();
    expect(() => decodePayload('not json')).toThrow();
    expect(() => decodePayload('[["u", "a", "m", "x"]]')).toThrow();
  });
});
