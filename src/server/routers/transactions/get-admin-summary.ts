import { z } from 'zod';
import { commissionSummaryOutput } from '@shared/schemas/transactions';
import { commissionSummary } from '@server/services/transactions/summary';
import { adminProcedure } from '@server/trpc';

export const getAdminSummaryProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/transactions/summary/admin',
      tags: ['transactions'],
      summary:
        'Revenue, commission and payouts before GST and TDS (not failed or cancelled), the net the payouts pay, completed and total counts',
    },
  })
  .input(z.void())
  .output(z.object({ summary: commissionSummaryOutput }))
  .query(async ({ ctx }) => ({ summary: await commissionSummary(ctx.db) }));
