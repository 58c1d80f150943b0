import { z } from 'zod';
import { unreadOutput } from '@shared/conversations';
import { unreadMessagesTotal } from '@server/services/conversations/read';
import { protectedProcedure } from '@server/trpc';

export const unreadTotalProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/conversations/unread',
      tags: ['conversations'],
      summary: 'Unread messages over all own conversations (the header badge)',
    },
  })
  .input(z.void())
  .output(unreadOutput)
  .query(({ ctx }) => unreadMessagesTotal(ctx.db, ctx.user.id));
