import { listMessagesInput, listMessagesOutput } from '@shared/conversations';
import { listMessages } from '@server/services/conversations/read';
import { protectedProcedure } from '@server/trpc';

export const listMessagesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/conversations/{applicationId}/messages',
      tags: ['conversations'],
      summary: "A page of a conversation's messages, oldest first (the two parties; admins, audited)",
    },
  })
  .input(listMessagesInput)
  .output(listMessagesOutput)
  .query(async ({ ctx, input }) => ({ messages: await listMessages(ctx.db, ctx.user, ctx.ip, input) }));
