import { z } from 'zod';
import { contactMessageOutput, replyContactMessageInput } from '@shared/schemas/contact';
import { replyToContactMessage } from '@server/services/contact/reply';
import { adminProcedure } from '@server/trpc';

export const replyContactMessageProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/contact-messages/{id}/reply',
      tags: ['admin-contact'],
      summary:
        'Email a reply to the sender of a contact message (through the email outbox), mark it answered, and record it in the audit log',
    },
  })
  .input(replyContactMessageInput)
  .output(z.object({ contact_message: contactMessageOutput }))
  .mutation(async ({ ctx, input }) => ({
    contact_message: await replyToContactMessage(ctx, { id: ctx.user.id, ip: ctx.ip }, input),
  }));
