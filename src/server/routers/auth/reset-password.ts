import { messageOutput, resetPasswordInput } from '@shared/schemas/account-recovery';
import { resetPassword } from '@server/services/auth/password-reset';
import { publicProcedure } from '@server/trpc';

export const resetPasswordProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/reset-password',
      tags: ['auth'],
      protect: false,
      summary: "Set a new password with an emailed link's token; every session of the account ends",
    },
  })
  .input(resetPasswordInput)
  .output(messageOutput)
  .mutation(({ ctx, input }) => resetPassword(ctx, input));
