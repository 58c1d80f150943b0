import { changePasswordInput, messageOutput } from '@shared/schemas/account-recovery';
import { changePassword } from '@server/services/auth/change-password';
import { protectedProcedure } from '@server/trpc';

export const changePasswordProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/change-password',
      tags: ['auth'],
      summary: 'Change the password; every other session of the account ends',
    },
  })
  .input(changePasswordInput)
  .output(messageOutput)
  .mutation(({ ctx, input }) => changePassword(ctx, ctx.user.id, ctx.session.id, input));
