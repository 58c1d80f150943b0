import { z } from 'zod';
import { createSession, invalidateSession } from '../../services/auth/sessions';
import { protectedProcedure } from '../../trpc';

export const refreshProcedure = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/auth/refresh', tags: ['auth'], summary: 'Swap the session token for a new one' } })
  .input(z.void())
  .output(z.object({ token: z.string() }))
  .mutation(({ ctx }) => {
    const token = ctx.db.transaction((tx) => {
      invalidateSession(tx, ctx.session.id);
      return createSession(tx, ctx.user.id).token;
    });
    if (ctx.authSource === 'cookie') ctx.setSessionCookie(token);
    return { token };
  });
