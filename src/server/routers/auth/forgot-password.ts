import { forgotPasswordInput, messageOutput } from '@shared/schemas/account-recovery';
import { requestPasswordReset } from '@server/services/auth/password-reset';
import { publicProcedure } from '@server/trpc';

export const forgotPasswordProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/forgot-password',
      tags: ['auth'],
      protect: false,
      summary: 'Email a password reset link (the same answer whether or not the account exists)',
    },
  })
  .input(forgotPasswordInput)
  .output(messageOutput)
  .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email, ctx.ip));
