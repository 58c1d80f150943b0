import { z } from 'zod';
import { shortlistSummaryOutput } from '@shared/schemas/shortlists';
import { listShortlists } from '@server/services/shortlists/read';
import { brandProcedure } from '@server/trpc';

export const myShortlistsProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/shortlists',
      tags: ['shortlists'],
      summary: "The brand's shortlists, newest first, each with its creator_count",
    },
  })
  .input(z.void())
  .output(z.object({ shortlists: z.array(shortlistSummaryOutput) }))
  .query(async ({ ctx }) => ({
    shortlists: await listShortlists(ctx.db, ctx.user.id, new Date(ctx.now()).toISOString()),
  }));
