import { z } from 'zod';
import { creatorSummaryOutput } from '@shared/schemas/admin-directory';
import { creatorSummary } from '@server/services/admin-directory/summary';
import { adminProcedure } from '@server/trpc';

export const creatorSummaryProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/creators/summary',
      tags: ['admin-users'],
      summary: 'Creator count, active and suspended, and follower totals over every creator',
    },
  })
  .input(z.void())
  .output(z.object({ summary: creatorSummaryOutput }))
  .query(async ({ ctx }) => ({ summary: await creatorSummary(ctx.db) }));
