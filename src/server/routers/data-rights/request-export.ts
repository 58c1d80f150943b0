import { z } from 'zod';
import { dataExportOutput } from '@shared/schemas/data-rights';
import { requestDataExport } from '@server/services/data-rights/exports';
import { protectedProcedure } from '@server/trpc';

/**
 * "Download my data" from the web client (tRPC). REST's POST /api/privacy/export answers 202, so it
 * is a plain route (src/server/http/data-export.ts) over the same service.
 */
export const requestExportProcedure = protectedProcedure
  .input(z.void())
  .output(z.object({ export: dataExportOutput }))
  .mutation(async ({ ctx }) => ({ export: await requestDataExport(ctx, { id: ctx.user.id, ip: ctx.ip }) }));
