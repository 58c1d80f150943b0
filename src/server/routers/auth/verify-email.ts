import { messageOutput, verifyEmailInput } from '@shared/schemas/account-recovery';
import { verifyEmail } from '@server/services/auth/email-verification';
import { publicProcedure } from '@server/trpc';

export const verifyEmailProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/verify-email',
      tags: ['auth'],
      protect: false,
      summary: "Verify the account's email address with the emailed link's token",
    },
  })
  .input(verifyEmailInput)
  .output(messageOutput)
  .mutation(({ ctx, input }) => verifyEmail(ctx, input.token));
