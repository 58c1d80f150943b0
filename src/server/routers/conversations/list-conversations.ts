import { listConversationsInput, listConversationsOutput } from '@shared/conversations';
import { listConversations } from '@server/services/conversations/list';
import { protectedProcedure } from '@server/trpc';

export const listConversationsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/conversations',
      tags: ['conversations'],
      summary: 'Own conversations, latest activity first, with the last message and unread count',
    },
  })
  .input(listConversationsInput)
  .output(listConversationsOutput)
  .query(({ ctx, input }) => listConversations(ctx.db, ctx.user, input));
