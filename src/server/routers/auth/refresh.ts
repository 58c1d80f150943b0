import { z } from 'zod';
import { sessionTokenOutput } from '@shared/schemas/auth';
import { createSession, invalidateSession } from '@server/services/auth/sessions';
import { protectedProcedure } from '@server/trpc';

export const refreshProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/refresh',
      tags: ['auth'],
      summary: 'Swap the session token for a new one',
    },
  })
  .input(z.void())
  .output(z.object({ token: sessionTokenOutput }))
  .mutation(async ({ ctx }) => {
    const token = await ctx.db.transaction(async (tx) => {
      await invalidateSession(tx, ctx.session.id);
      // The new token belongs to the same sign-in: it keeps the session's absolute end.
      return (await createSession(tx, ctx.user.id, ctx.session.createdAt)).token;
    });
    if (ctx.authSource === 'cookie') ctx.setSessionCookie(token);
    return { token: ctx.tokenInBody ? token : undefined };
  });
