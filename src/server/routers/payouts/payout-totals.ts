import { z } from 'zod';
import { payoutTotalsOutput } from '@shared/schemas/funds';
import { payoutTotals } from '@server/services/payouts/totals';
import { adminProcedure } from '@server/trpc';

export const payoutTotalsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/payouts/totals',
      tags: ['payouts'],
      summary: 'Money held, due now and paid this month, and funding claims awaiting confirmation',
    },
  })
  .input(z.void())
  .output(z.object({ totals: payoutTotalsOutput }))
  .query(async ({ ctx }) => ({ totals: await payoutTotals(ctx) }));
