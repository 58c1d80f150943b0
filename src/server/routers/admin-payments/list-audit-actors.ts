import { z } from 'zod';
import { auditActors } from '@server/services/audit/audit-log';
import { adminProcedure } from '@server/trpc';

export const listAuditActorsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/audit-log/actors',
      tags: ['admin'],
      summary: "Everyone who has an entry in the audit log, by name: the log's filter by admin",
    },
  })
  .input(z.void())
  .output(z.object({ actors: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) }))
  .query(({ ctx }) => auditActors(ctx.db));
