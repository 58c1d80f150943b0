import { z } from 'zod';
import { applicationOutput, applyInput } from '@shared/schemas/application';
import { applyToCampaign } from '@server/services/applications/apply';
import { creatorProcedure } from '@server/trpc';

export const createApplicationProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/applications',
      tags: ['applications'],
      summary: 'Apply to an active campaign, once',
    },
  })
  .input(applyInput)
  .output(z.object({ application: applicationOutput }))
  .mutation(async ({ ctx, input }) => ({ application: await applyToCampaign(ctx, ctx.user, input) }));
