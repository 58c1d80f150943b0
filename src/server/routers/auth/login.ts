import { z } from 'zod';
import { loginInput, sessionTokenOutput, userOutput } from '@shared/schemas/auth';
import { login, toUserOutput } from '@server/services/auth/accounts';
import { publicProcedure } from '@server/trpc';

export const loginProcedure = publicProcedure
  .meta({
    openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], protect: false, summary: 'Sign in' },
  })
  .input(loginInput)
  .output(z.object({ token: sessionTokenOutput, user: userOutput }))
  .mutation(async ({ ctx, input }) => {
    const { token, user } = await login(ctx, input, ctx.ip);
    ctx.setSessionCookie(token);
    return { token: ctx.tokenInBody ? token : undefined, user: toUserOutput(user) };
  });
