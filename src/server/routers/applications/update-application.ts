import { z } from 'zod';
import { applicationOutput, updateApplicationInput } from '@shared/schemas/application';
import { reviewApplication } from '@server/services/applications/review';
import { brandProcedure } from '@server/trpc';

export const updateApplicationProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/applications/{id}',
      tags: ['applications'],
      summary: 'Accept or reject a pending application',
    },
  })
  .input(updateApplicationInput)
  .output(z.object({ application: applicationOutput }))
  .mutation(async ({ ctx, input }) => ({ application: await reviewApplication(ctx, ctx.user, input) }));
