import { withdrawApplicationInput, withdrawApplicationOutput } from '@shared/schemas/application';
import { withdrawApplication } from '@server/services/applications/withdraw';
import { creatorProcedure } from '@server/trpc';

export const withdrawApplicationProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/applications/{id}/withdraw',
      tags: ['applications'],
      summary: 'Withdraw your own pending application (it is deleted; you may apply again)',
    },
  })
  .input(withdrawApplicationInput)
  .output(withdrawApplicationOutput)
  .mutation(async ({ ctx, input }) => withdrawApplication(ctx, ctx.user, input.id));
