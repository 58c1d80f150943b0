import { z } from 'zod';
import { dataExportIdInput, dataExportOutput } from '@shared/schemas/data-rights';
import { getDataExport } from '@server/services/data-rights/exports';
import { protectedProcedure } from '@server/trpc';

export const getExportProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/privacy/exports/{id}',
      tags: ['privacy'],
      summary:
        "One of the caller's own data exports: pending, ready (with its download_url until expires_at), failed or expired; anyone else's is 404",
    },
  })
  .input(dataExportIdInput)
  .output(z.object({ export: dataExportOutput }))
  .query(async ({ ctx, input }) => ({ export: await getDataExport(ctx, ctx.user.id, input.id) }));
