import { z } from 'zod';
import { applicationOutput, updateApplicationInput } from '@shared/schemas/application';
import { reviewApplication } from '@server/services/applications/review';
import { brandProcedure } from '@server/trpc';
import { withTrackingUrl } from './tracking-url';

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
  .mutation(async ({ ctx, input }) => ({
    application: withTrackingUrl(ctx.env.APP_URL, await reviewApplication(ctx, ctx.user, input)),
  }));
