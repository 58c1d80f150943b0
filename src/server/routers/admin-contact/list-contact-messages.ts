import { z } from 'zod';
import { contactMessageOutput, listContactMessagesInput } from '@shared/schemas/contact';
import { listContactMessages } from '@server/services/contact/admin-messages';
import { adminProcedure } from '@server/trpc';

export const listContactMessagesProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/contact-messages',
      tags: ['admin-contact'],
      summary:
        'Messages from the contact page, newest first, by status and text (name, email, subject, message)',
    },
  })
  .input(listContactMessagesInput)
  .output(z.object({ contact_messages: z.array(contactMessageOutput) }))
  .query(async ({ ctx, input }) => ({ contact_messages: await listContactMessages(ctx.db, input) }));
