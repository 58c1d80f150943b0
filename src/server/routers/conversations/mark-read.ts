import { conversationInput, unreadOutput } from '@shared/conversations';
import { markConversationRead } from '@server/services/conversations/read';
import { protectedProcedure } from '@server/trpc';

export const markConversationReadProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/conversations/{applicationId}/read',
      tags: ['conversations'],
      summary: 'Mark a conversation read: its unread count and its message notification',
    },
  })
  .input(conversationInput)
  .output(unreadOutput)
  .mutation(({ ctx, input }) => markConversationRead(ctx, ctx.user, input.applicationId));
