import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { isUserSuspended } from '@server/services/suspensions/records';
import { adminProcedure } from '@server/trpc';

export const checkSuspendedProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/users/{id}/suspended',
      tags: ['suspensions'],
      summary: 'Whether the user is blocked from signing in now',
    },
  })
  .input(z.object({ id: idParam }))
  .output(z.object({ suspended: z.boolean() }))
  .query(async ({ ctx, input }) => ({ suspended: await isUserSuspended(ctx.db, input.id) }));
