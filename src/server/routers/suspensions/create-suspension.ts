import { z } from 'zod';
import { createSuspensionInput, suspensionOutput } from '@shared/schemas/suspension';
import { getSuspension } from '@server/services/suspensions/records';
import { fromCreateInput, suspendUser } from '@server/services/suspensions/suspend';
import { adminProcedure } from '@server/trpc';

export const createSuspensionProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/suspensions',
      tags: ['suspensions'],
      summary: 'Suspend or warn a user; a blocking suspension ends their sessions at once',
    },
  })
  .input(createSuspensionInput)
  .output(z.object({ suspension: suspensionOutput }))
  .mutation(async ({ ctx, input }) => {
    const { id, announce } = await suspendUser(
      ctx.db,
      { id: ctx.user.id, ip: ctx.ip },
      fromCreateInput(input),
    );
    announce(ctx.events);
    return { suspension: await getSuspension(ctx.db, id) };
  });
