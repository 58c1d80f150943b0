import { z } from 'zod';
import { dataExportOutput } from '@shared/schemas/data-rights';
import { listDataExports } from '@server/services/data-rights/exports';
import { protectedProcedure } from '@server/trpc';

export const listExportsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/privacy/exports',
      tags: ['privacy'],
      summary: "The caller's latest data exports (at most 10), newest first",
    },
  })
  .input(z.void())
  .output(z.object({ exports: z.array(dataExportOutput) }))
  .query(async ({ ctx }) => ({ exports: await listDataExports(ctx, ctx.user.id) }));
