import { z } from 'zod';
import type { NotificationEvent } from './events';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the default build). A payload is a
 * JSON array of [userId, notificationId] pairs: about 95 pairs of UUIDs each.
 */
export const MAX_PAYLOAD_BYTES = 7999;

const payloadSchema = z.array(z.tuple([z.string(), z.string()]));

/**
 * The events as NOTIFY payloads, in order, each under MAX_PAYLOAD_BYTES. A single event too large
 * alone (ids are short; it cannot happen with the app's ids) still gets its own payload, which
 * PostgreSQL then refuses with an error the caller logs.
 */
export function encodePayloads(events: NotificationEvent[]): string[] {
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = 2; // the brackets
  for (const e of events) {
    const part = JSON.stringify([e.userId, e.notificationId]);
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
export function decodePayload(payload: string): NotificationEvent[] {
  return payloadSchema
    .parse(JSON.parse(payload))
    .map(([userId, notificationId]) => ({ userId, notificationId }));
}
