import { z } from 'zod';
import { brandSummaryOutput } from '@shared/schemas/admin-directory';
import { brandSummary } from '@server/services/admin-directory/summary';
import { adminProcedure } from '@server/trpc';

export const brandSummaryProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/brands/summary',
      tags: ['admin-users'],
      summary: 'Brand count, active and suspended, brands with social media, campaign and application totals',
    },
  })
  .input(z.void())
  .output(z.object({ summary: brandSummaryOutput }))
  .query(async ({ ctx }) => ({ summary: await brandSummary(ctx.db) }));
