import { z } from 'zod';
import { userOutput } from '@shared/schemas/auth';
import { toUserOutput } from '@server/services/auth/accounts';
import { protectedProcedure } from '@server/trpc';

export const getProfileProcedure = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/profile', tags: ['auth'], summary: 'The signed-in user' } })
  .input(z.void())
  .output(z.object({ user: userOutput }))
  .query(({ ctx }) => ({ user: toUserOutput(ctx.user) }));
