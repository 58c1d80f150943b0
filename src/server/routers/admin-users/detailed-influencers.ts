import { z } from 'zod';
import { detailedInfluencerOutput, listDetailedUsersInput } from '@shared/schemas/admin-users';
import { listDetailedInfluencers } from '@server/services/admin-users/detailed';
import { adminProcedure } from '@server/trpc';

export const detailedInfluencersProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/profiles/detailed-influencers',
      tags: ['admin-users'],
      summary: 'Creators with contact details, prices and application counts',
    },
  })
  .input(listDetailedUsersInput)
  .output(z.object({ influencers: z.array(detailedInfluencerOutput) }))
  .query(async ({ ctx, input }) => ({ influencers: await listDetailedInfluencers(ctx.db, input) }));
