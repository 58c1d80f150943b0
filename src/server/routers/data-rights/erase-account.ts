import { z } from 'zod';
import { erasureInput } from '@shared/schemas/data-rights';
import { eraseAccount } from '@server/services/data-rights/erase';
import { protectedProcedure } from '@server/trpc';

export const eraseAccountProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/privacy/erasure',
      tags: ['privacy'],
      summary:
        "Erases the caller's account at once after their password (400 when wrong): personal data removed, sessions ended, records the law requires kept; 409 with the reason while a dispute is open, a payout unpaid, a collaboration under way or a campaign active; 403 for an admin",
    },
  })
  .input(erasureInput)
  .output(z.object({ message: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const answer = await eraseAccount(ctx, ctx.user, input, ctx.ip);
    ctx.setSessionCookie(null);
    return answer;
  });
