import { z } from 'zod';
import { applicationOutput, withdrawApplicationInput } from '@shared/schemas/application';
import { withdrawApplication } from '@server/services/applications/withdraw';
import { creatorProcedure } from '@server/trpc';

export const withdrawApplicationProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/applications/{id}/withdraw',
      tags: ['applications'],
      summary: 'Withdraw your own pending application (it becomes withdrawn; you may apply again)',
    },
  })
  .input(withdrawApplicationInput)
  .output(z.object({ application: applicationOutput }))
  .mutation(async ({ ctx, input }) => ({ application: await withdrawApplication(ctx, ctx.user, input.id) }));
