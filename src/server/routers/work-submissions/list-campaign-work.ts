import { z } from 'zod';
import { listCampaignWorkInput, submissionOutput } from '@shared/schemas/work';
import { listCampaignWork } from '@server/services/work/list';
import { roleProcedure } from '@server/trpc';

export const listCampaignWorkProcedure = roleProcedure('brand', 'admin')
  .meta({
    openapi: {
      method: 'GET',
      path: '/work-submissions/campaign/{id}',
      tags: ['work'],
      summary: "A campaign's submissions with creator names",
    },
  })
  .input(listCampaignWorkInput)
  .output(z.object({ submissions: z.array(submissionOutput), total: z.number() }))
  .query(async ({ ctx, input }) => listCampaignWork(ctx.db, ctx.user, input));
