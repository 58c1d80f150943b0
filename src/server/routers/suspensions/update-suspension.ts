import { z } from 'zod';
import { suspensionOutput, updateSuspensionInput } from '@shared/schemas/suspension';
import { cancelSuspension } from '@server/services/suspensions/lift';
import { getSuspension } from '@server/services/suspensions/records';
import { adminProcedure } from '@server/trpc';

export const updateSuspensionProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/admin/suspensions/{id}',
      tags: ['suspensions'],
      summary: 'Cancel an active suspension',
    },
  })
  .input(updateSuspensionInput)
  .output(z.object({ suspension: suspensionOutput }))
  .mutation(async ({ ctx, input }) => {
    await cancelSuspension(ctx.db, { id: ctx.user.id, ip: ctx.ip }, input.id, input.admin_notes);
    return { suspension: await getSuspension(ctx.db, input.id) };
  });
