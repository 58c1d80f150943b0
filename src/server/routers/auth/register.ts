import { z } from 'zod';
import { registerInput, sessionTokenOutput, userOutput } from '@shared/schemas/auth';
import { register, toUserOutput } from '@server/services/auth/accounts';
import { publicProcedure } from '@server/trpc';

export const registerProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/register',
      tags: ['auth'],
      protect: false,
      summary: 'Create a creator or brand account',
    },
  })
  .input(registerInput)
  .output(z.object({ token: sessionTokenOutput, user: userOutput }))
  .mutation(async ({ ctx, input }) => {
    const { token, user } = await register(ctx, { ...input, language: ctx.language }, ctx.ip);
    ctx.setSessionCookie(token);
    return { token: ctx.tokenInBody ? token : undefined, user: toUserOutput(user) };
  });
