import { z } from 'zod';
import { emailCountsOutput, listEmailsInput, outboxEmailOutput } from '@shared/schemas/emails';
import { listEmails } from '@server/services/outbox/admin';
import { adminProcedure } from '@server/trpc';

export const listEmailsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/emails',
      tags: ['admin-emails'],
      summary:
        'The email outbox newest first, by status (pending, sending, sent, failed), with how many are in each',
    },
  })
  .input(listEmailsInput)
  .output(z.object({ emails: z.array(outboxEmailOutput), counts: emailCountsOutput }))
  .query(({ ctx, input }) => listEmails(ctx.db, input));
