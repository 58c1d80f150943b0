import { z } from 'zod';
import { influencerListInput, influencerOutput } from '@shared/schemas/profile';
import { listInfluencers } from '@server/services/profiles/public-profiles';
import { roleProcedure } from '@server/trpc';

export const listInfluencersProcedure = roleProcedure('brand', 'admin')
  .meta({
    openapi: {
      method: 'GET',
      path: '/profiles/influencers',
      tags: ['profiles'],
      summary: 'Creators to discover, searchable',
    },
  })
  .input(influencerListInput)
  .output(z.object({ influencers: z.array(influencerOutput) }))
  .query(async ({ ctx, input }) => ({
    influencers: await listInfluencers(ctx.db, input, new Date(ctx.now()).toISOString()),
  }));
