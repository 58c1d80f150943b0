import { z } from 'zod';
import { applicationOutput, listCampaignApplicationsInput } from '@shared/schemas/application';
import { listCampaignApplications } from '@server/services/applications/list';
import { roleProcedure } from '@server/trpc';
import { withTrackingUrls } from './tracking-url';

export const listCampaignApplicationsProcedure = roleProcedure('brand', 'admin')
  .meta({
    openapi: {
      method: 'GET',
      path: '/applications/campaign/{id}',
      tags: ['applications'],
      summary: "A campaign's applications with the creators' profile fields",
    },
  })
  .input(listCampaignApplicationsInput)
  .output(z.object({ applications: z.array(applicationOutput), total: z.number() }))
  .query(async ({ ctx, input }) =>
    withTrackingUrls(ctx.env.APP_URL, await listCampaignApplications(ctx.db, ctx.user, input)),
  );
