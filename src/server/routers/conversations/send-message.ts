import { sendMessageInput, sendMessageOutput } from '@shared/conversations';
import { sendMessage } from '@server/services/conversations/send';
import { protectedProcedure } from '@server/trpc';

export const sendMessageProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/conversations/{applicationId}/messages',
      tags: ['conversations'],
      summary: "Post a message to the application's other party",
    },
  })
  .input(sendMessageInput)
  .output(sendMessageOutput)
  .mutation(async ({ ctx, input }) => ({ message: await sendMessage(ctx, ctx.user, input) }));
