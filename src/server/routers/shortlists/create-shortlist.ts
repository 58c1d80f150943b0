import { z } from 'zod';
import { createShortlistInput, shortlistOutput } from '@shared/schemas/shortlists';
import { createShortlist } from '@server/services/shortlists/change';
import { brandProcedure } from '@server/trpc';

export const createShortlistProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/shortlists',
      tags: ['shortlists'],
      summary: 'A brand starts a named shortlist of creators (at most 50 per brand)',
    },
  })
  .input(createShortlistInput)
  .output(z.object({ shortlist: shortlistOutput }))
  .mutation(async ({ ctx, input }) => ({
    shortlist: await createShortlist(ctx.db, ctx.user.id, input.name, new Date(ctx.now()).toISOString()),
  }));
