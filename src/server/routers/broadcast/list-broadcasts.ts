import { z } from 'zod';
import { broadcastHistoryItem, listBroadcastsInput } from '@shared/schemas/broadcast';
import { listBroadcasts } from '@server/services/broadcast/history';
import { adminProcedure } from '@server/trpc';

export const listBroadcastsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/broadcasts',
      tags: ['notifications'],
      summary: 'Sent broadcasts, newest first (limit defaults to 10)',
    },
  })
  .input(listBroadcastsInput)
  .output(z.object({ broadcasts: z.array(broadcastHistoryItem) }))
  .query(async ({ ctx, input }) => ({ broadcasts: await listBroadcasts(ctx.db, input) }));
