import { z } from 'zod';
import { invalidateSession } from '@server/services/auth/sessions';
import { protectedProcedure } from '@server/trpc';

export const logoutProcedure = protectedProcedure
  .meta({
    openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'End this session only' },
  })
  .input(z.void())
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.session.id);
    ctx.setSessionCookie(null);
    return { success: true };
  });
