import { z } from 'zod';
import { removeShortlistCreatorInput } from '@shared/schemas/shortlists';
import { removeShortlistCreator } from '@server/services/shortlists/creators';
import { protectedProcedure } from '@server/trpc';

export const removeShortlistCreatorProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/shortlists/{id}/creators/{creatorId}',
      tags: ['shortlists'],
      summary: 'Take a creator off a shortlist',
    },
  })
  .input(removeShortlistCreatorInput)
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await removeShortlistCreator(
      ctx.db,
      ctx.user.id,
      input.id,
      input.creatorId,
      new Date(ctx.now()).toISOString(),
    );
    return { success: true };
  });
