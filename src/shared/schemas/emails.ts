import { z } from 'zod';
import { EMAIL_CATEGORIES, OUTBOX_STATUSES } from '../enums';
import { idParam, pageInput, searchText } from './common';

/** One email of the outbox as the admin sees it (docs/product.md#email-outbox); never its body. */
export const outboxEmailOutput = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  category: z.enum(EMAIL_CATEGORIES),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxEmailRow = z.infer<typeof outboxEmailOutput>;

export const listEmailsInput = z.object({
  status: z
    .enum(OUTBOX_STATUSES, { message: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })
    .optional(),
  /** Words in the recipient's address or the subject, to find the emails sent to one person. */
  search: searchText(200, 'search').optional(),
  ...pageInput,
});

/** How many emails are in each status, for the tab's counts. */
export const emailCountsOutput = z.object(
  Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof OUTBOX_STATUSES)[number],
    z.ZodNumber
  >,
);

export const retryEmailInput = z.object({ id: idParam });

export const EMAIL_MESSAGES = {
  notFailed: (status: string) => `This email is ${status}; only a failed email can be sent again`,
} as const;
