import { z } from 'zod';
import { listSuspensionsInput, suspensionOutput } from '@shared/schemas/suspension';
import { listSuspensions } from '@server/services/suspensions/records';
import { adminProcedure } from '@server/trpc';

export const listSuspensionsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/suspensions',
      tags: ['suspensions'],
      summary: 'Suspensions, newest first, by status, type, user, and user name or email',
    },
  })
  .input(listSuspensionsInput)
  .output(z.object({ suspensions: z.array(suspensionOutput) }))
  .query(async ({ ctx, input }) => ({ suspensions: await listSuspensions(ctx.db, input) }));
