import { z } from 'zod';
import { fundingClaimOutput, refundFundingInput } from '@shared/schemas/funds';
import { refundFunding } from '@server/services/funding/refund';
import { adminProcedure } from '@server/trpc';

export const refundFundingProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/fundings/{id}/refund',
      tags: ['funding'],
      summary:
        'Give held money back to the brand (utr of the return transfer, reason): what paid payouts did not spend; only when no payout waits; audited',
    },
  })
  .input(refundFundingInput)
  .output(z.object({ funding: fundingClaimOutput }))
  .mutation(async ({ ctx, input }) => ({
    funding: await refundFunding(ctx, { id: ctx.user.id, ip: ctx.ip }, input),
  }));
