import { z } from 'zod';
import { shortlistIdInput, shortlistOutput } from '@shared/schemas/shortlists';
import { readShortlist } from '@server/services/shortlists/read';
import { protectedProcedure } from '@server/trpc';

// Any signed-in caller: a shortlist is its brand's alone, so for everyone else it does not exist (404).
export const getShortlistProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/shortlists/{id}',
      tags: ['shortlists'],
      summary: "One of the brand's shortlists with its creators (each with note and added_at)",
    },
  })
  .input(shortlistIdInput)
  .output(z.object({ shortlist: shortlistOutput }))
  .query(async ({ ctx, input }) => ({
    shortlist: await readShortlist(ctx.db, ctx.user.id, input.id, new Date(ctx.now()).toISOString()),
  }));
