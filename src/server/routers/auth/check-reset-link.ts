import { checkResetLinkInput, checkResetLinkOutput } from '@shared/schemas/account-recovery';
import { checkResetLink } from '@server/services/auth/password-reset';
import { publicProcedure } from '@server/trpc';

export const checkResetLinkProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/reset-password',
      tags: ['auth'],
      protect: false,
      summary:
        'Whether a reset link works now, without using it (400 Invalid or expired link): the reset page asks as it opens',
    },
  })
  .input(checkResetLinkInput)
  .output(checkResetLinkOutput)
  .query(({ ctx, input }) => checkResetLink(ctx, input.token));
