import type { Db } from '@db/client';
import { contactMessages } from '@db/schema';
import type { ContactInput } from '@shared/schemas/contact';
import type { Env } from '@server/env';
import { HOUR, type RateLimiter } from '@server/rate-limit';

/**
 * Stores a message from the public contact form. Only well-formed messages reach this point, and
 * each one counts against the sender's address: RATE_LIMIT_CONTACT an hour, then 429.
 */
export async function saveContactMessage(
  deps: { db: Db; env: Env; limiter: RateLimiter },
  input: ContactInput,
  ip: string,
) {
  await deps.limiter.consume(
    `contact:${ip}`,
    deps.env.RATE_LIMIT_CONTACT,
    HOUR,
    'Too many messages from this address. Please try again later.',
  );
  const [saved] = await deps.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id, created_at: contactMessages.createdAt });
  return saved!;
}
