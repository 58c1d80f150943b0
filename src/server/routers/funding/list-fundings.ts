import { z } from 'zod';
import { fundingClaimOutput, listFundingsInput } from '@shared/schemas/funds';
import { listFundingClaims } from '@server/services/funding/claims';
import { adminProcedure } from '@server/trpc';

export const listFundingsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/fundings',
      tags: ['funding'],
      summary: 'Funding claims: those awaiting confirmation first, oldest first (status, limit, offset)',
    },
  })
  .input(listFundingsInput)
  .output(z.object({ fundings: z.array(fundingClaimOutput) }))
  .query(async ({ ctx, input }) => ({ fundings: await listFundingClaims(ctx.db, input) }));
