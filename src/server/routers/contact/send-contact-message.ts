import { z } from 'zod';
import { CONTACT_SENT_MESSAGE, contactInput } from '@shared/schemas/contact';
import { saveContactMessage } from '@server/services/contact/messages';
import { publicProcedure } from '@server/trpc';

export const sendContactMessageProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/contact',
      tags: ['contact'],
      protect: false,
      summary: 'Send a message from the contact page (rate-limited per address)',
    },
  })
  .input(contactInput)
  .output(z.object({ message: z.string(), id: z.string(), created_at: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const saved = await saveContactMessage(ctx, input, ctx.ip);
    return { message: CONTACT_SENT_MESSAGE, ...saved };
  });
