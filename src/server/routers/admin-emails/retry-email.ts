import { z } from 'zod';
import { outboxEmailOutput, retryEmailInput } from '@shared/schemas/emails';
import { retryEmail } from '@server/services/outbox/admin';
import { adminProcedure } from '@server/trpc';

export const retryEmailProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/emails/{id}/retry',
      tags: ['admin-emails'],
      summary: 'Send a failed email again: back to the queue, sent at once; audited',
    },
  })
  .input(retryEmailInput)
  .output(z.object({ email: outboxEmailOutput }))
  .mutation(async ({ ctx, input }) => {
    const email = await retryEmail(ctx.db, { id: ctx.user.id, ip: ctx.ip }, input.id, ctx.now());
    ctx.emails.wake();
    return { email };
  });
