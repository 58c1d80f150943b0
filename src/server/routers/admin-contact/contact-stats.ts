import { z } from 'zod';
import { contactStatsOutput } from '@shared/schemas/contact';
import { contactStats } from '@server/services/contact/admin-messages';
import { adminProcedure } from '@server/trpc';

export const contactStatsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/contact-messages/stats',
      tags: ['admin-contact'],
      summary: 'How many contact messages there are, new and answered',
    },
  })
  .input(z.void())
  .output(z.object({ stats: contactStatsOutput }))
  .query(async ({ ctx }) => ({ stats: await contactStats(ctx.db) }));
