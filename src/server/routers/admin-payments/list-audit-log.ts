import { z } from 'zod';
import { auditEntryOutput, auditLogInput } from '@shared/schemas/admin-payments';
import { listAuditEntries } from '@server/services/audit/audit-log';
import { adminProcedure } from '@server/trpc';

export const listAuditLogProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/audit-log',
      tags: ['admin'],
      summary:
        'Audit entries, newest first: every admin change and broadcast, unmasked views, exports and documents opened; by actor, action or record',
    },
  })
  .input(auditLogInput)
  .output(
    z.object({
      entries: z.array(auditEntryOutput),
      total: z.number().int(),
      /** What the page's target ids name: users by name, campaigns by title. */
      names: z.record(z.string(), z.string()),
    }),
  )
  .query(({ ctx, input }) => listAuditEntries(ctx.db, input));
