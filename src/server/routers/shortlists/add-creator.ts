import { z } from 'zod';
import { addShortlistCreatorInput, shortlistOutput } from '@shared/schemas/shortlists';
import { addShortlistCreator } from '@server/services/shortlists/creators';
import { protectedProcedure } from '@server/trpc';

export const addShortlistCreatorProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/shortlists/{id}/creators',
      tags: ['shortlists'],
      summary:
        'Add a creator with a note (at most 500 per shortlist); adding one already there changes only the note',
    },
  })
  .input(addShortlistCreatorInput)
  .output(z.object({ shortlist: shortlistOutput }))
  .mutation(async ({ ctx, input }) => ({
    shortlist: await addShortlistCreator(ctx.db, ctx.user.id, input, new Date(ctx.now()).toISOString()),
  }));
