import { z } from 'zod';
import { auditEntryOutput, auditLogInput } from '@shared/schemas/admin-payments';
import { listAuditEntries } from '@server/services/admin-payments/audit-log';
import { adminProcedure } from '@server/trpc';

export const listAuditLogProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/audit-log',
      tags: ['admin'],
      summary: 'Audit entries (unmasked payment views, identity documents opened), newest first',
    },
  })
  .input(auditLogInput)
  .output(z.object({ entries: z.array(auditEntryOutput) }))
  .query(async ({ ctx, input }) => ({ entries: await listAuditEntries(ctx.db, input) }));
