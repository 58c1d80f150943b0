import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { campaignOutput } from '@shared/schemas/campaign';
import { getCampaign } from '@server/services/campaigns/get';
import { protectedProcedure } from '@server/trpc';

export const getCampaignProcedure = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/campaigns/{id}', tags: ['campaigns'], summary: 'One campaign' } })
  .input(z.object({ id: idParam }))
  .output(z.object({ campaign: campaignOutput }))
  .query(async ({ ctx, input }) => ({ campaign: await getCampaign(ctx.db, ctx.user, input.id) }));
