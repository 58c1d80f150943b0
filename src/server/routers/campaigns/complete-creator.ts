import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { completionOutput } from '@shared/schemas/campaign';
import { completeCreator } from '@server/services/campaigns/complete';
import { brandProcedure } from '@server/trpc';

/** The web client also sends collab_type and budget: they are dropped; the stored campaign decides. */
export const completeCreatorProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/campaigns/{id}/complete-creator/{creatorId}',
      tags: ['campaigns'],
      summary: "Mark a participant's approved work done; completes the campaign when all are",
    },
  })
  .input(z.object({ id: idParam, creatorId: idParam }))
  .output(z.object({ campaign_completed: z.boolean(), completion: completionOutput.nullable() }))
  .mutation(({ ctx, input }) => completeCreator(ctx, ctx.user, input.id, input.creatorId));
