import { broadcastInput, broadcastResultOutput } from '@shared/schemas/broadcast';
import { sendBroadcast } from '@server/services/broadcast/send';
import { adminProcedure } from '@server/trpc';

export const sendBroadcastProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/notifications/broadcast',
      tags: ['notifications'],
      summary: 'Send a notification to all users, creators only or brands only',
    },
  })
  .input(broadcastInput)
  .output(broadcastResultOutput)
  .mutation(({ ctx, input }) => sendBroadcast(ctx, { id: ctx.user.id, ip: ctx.ip }, input));
