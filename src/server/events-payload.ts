import { z } from 'zod';
import type { BusEvent } from './events';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the default build). A payload is a
 * JSON array of events: a notification is a pair [userId, notificationId], a conversation message
 * a triple [userId, applicationId, messageId]; about 95 pairs of UUIDs fit in one.
 */
export const MAX_PAYLOAD_BYTES = 7999;

const payloadSchema = z.array(
  z.union([z.tuple([z.string(), z.string()]), z.tuple([z.string(), z.string(), z.string()])]),
);

const entryOf = (e: BusEvent) =>
  'messageId' in e ? [e.userId, e.applicationId, e.messageId] : [e.userId, e.notificationId];

/**
 * The events as NOTIFY payloads, in order, each under MAX_PAYLOAD_BYTES. A single event too large
 * alone (ids are short; it cannot happen with the app's ids) still gets its own payload, which
 * PostgreSQL then refuses with an error the caller logs.
 */
export function encodePayloads(events: BusEvent[]): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = 2; // the brackets
  for (const e of events) {
    const part = JSON.stringify(entryOf(e));
    const size = Buffer.byteLength(part);
    if (parts.length > 0 && bytes + 1 + size > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${parts.join(',')}]`);
      parts = [];
      bytes = 2;
    }
    bytes += (parts.length > 0 ? 1 : 0) + size; // the comma before it
    parts.push(part);
  }
  if (parts.length > 0) payloads.push(`[${parts.join(',')}]`);
  return payloads;
}

/** The events in a payload; throws on anything encodePayloads would not have written. */
export function decodePayload(payload: string): BusEvent[] {
  return payloadSchema
    .parse(JSON.parse(payload))
    .map(([userId, second, messageId]) =>
      messageId === undefined
        ? { userId, notificationId: second }
        : { userId, applicationId: second, messageId },
    );
}
