import { z } from 'zod';
import { adminGrievanceOutput, listGrievancesInput } from '@shared/schemas/grievances';
import { listGrievances } from '@server/services/grievances/grievances';
import { adminProcedure } from '@server/trpc';

export const listGrievancesProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/grievances',
      tags: ['admin-grievances'],
      summary: 'Grievances: open ones first by due date, then answered ones, latest answer first',
    },
  })
  .input(listGrievancesInput)
  .output(z.object({ grievances: z.array(adminGrievanceOutput), total: z.number() }))
  .query(({ ctx, input }) => listGrievances(ctx.db, input));
