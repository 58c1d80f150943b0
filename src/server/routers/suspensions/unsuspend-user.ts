import { z } from 'zod';
import { unsuspendUserInput } from '@shared/schemas/suspension';
import { unsuspendUser } from '@server/services/suspensions/lift';
import { adminProcedure } from '@server/trpc';

export const unsuspendUserProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/users/{id}/unsuspend',
      tags: ['suspensions'],
      summary: 'Cancel every active suspension of a user',
    },
  })
  .input(unsuspendUserInput)
  .output(z.object({ message: z.string(), lifted: z.number() }))
  .mutation(({ ctx, input }) =>
    unsuspendUser(ctx.db, { id: ctx.user.id, ip: ctx.ip }, input.id, input.admin_notes),
  );
