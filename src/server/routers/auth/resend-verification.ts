import { z } from 'zod';
import { messageOutput } from '@shared/schemas/account-recovery';
import { resendVerification } from '@server/services/auth/email-verification';
import { protectedProcedure } from '@server/trpc';

export const resendVerificationProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/resend-verification',
      tags: ['auth'],
      summary: 'Email a new verification link (409 when the address is already verified)',
    },
  })
  .input(z.void())
  .output(messageOutput)
  .mutation(({ ctx }) => resendVerification(ctx, ctx.user));
