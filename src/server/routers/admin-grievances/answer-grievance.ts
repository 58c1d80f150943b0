import { z } from 'zod';
import { adminGrievanceOutput, answerGrievanceInput } from '@shared/schemas/grievances';
import { answerGrievance } from '@server/services/grievances/grievances';
import { adminProcedure } from '@server/trpc';

export const answerGrievanceProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/admin/grievances/{id}',
      tags: ['admin-grievances'],
      summary:
        'Answer a grievance and close it (body response); the person is notified and emailed, the answer audited; a second answer is 409',
    },
  })
  .input(answerGrievanceInput)
  .output(z.object({ grievance: adminGrievanceOutput }))
  .mutation(async ({ ctx, input }) => ({
    grievance: await answerGrievance(ctx, { id: ctx.user.id, ip: ctx.ip }, input),
  }));
