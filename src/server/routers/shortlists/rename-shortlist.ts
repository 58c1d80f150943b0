import { z } from 'zod';
import { renameShortlistInput, shortlistOutput } from '@shared/schemas/shortlists';
import { renameShortlist } from '@server/services/shortlists/change';
import { protectedProcedure } from '@server/trpc';

export const renameShortlistProcedure = protectedProcedure
  .meta({
    openapi: { method: 'PUT', path: '/shortlists/{id}', tags: ['shortlists'], summary: 'Rename a shortlist' },
  })
  .input(renameShortlistInput)
  .output(z.object({ shortlist: shortlistOutput }))
  .mutation(async ({ ctx, input }) => ({
    shortlist: await renameShortlist(
      ctx.db,
      ctx.user.id,
      input.id,
      input.name,
      new Date(ctx.now()).toISOString(),
    ),
  }));
