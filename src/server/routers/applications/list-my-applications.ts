import { z } from 'zod';
import { applicationOutput, listMyApplicationsInput } from '@shared/schemas/application';
import { listMyApplications } from '@server/services/applications/list';
import { roleProcedure } from '@server/trpc';
import { withTrackingUrls } from './tracking-url';

export const listMyApplicationsProcedure = roleProcedure('creator', 'brand')
  .meta({
    openapi: {
      method: 'GET',
      path: '/applications/my',
      tags: ['applications'],
      summary: "A creator's applications, or those a brand received",
    },
  })
  .input(listMyApplicationsInput)
  .output(z.object({ applications: z.array(applicationOutput), total: z.number() }))
  .query(async ({ ctx, input }) =>
    withTrackingUrls(ctx.env.APP_URL, await listMyApplications(ctx.db, ctx.user, input)),
  );
