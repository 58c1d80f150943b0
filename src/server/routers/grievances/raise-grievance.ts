import { z } from 'zod';
import { createGrievanceInput, grievanceOutput } from '@shared/schemas/grievances';
import { createGrievance } from '@server/services/grievances/grievances';
import { protectedProcedure } from '@server/trpc';

export const raiseGrievanceProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/privacy/grievances',
      tags: ['privacy'],
      summary:
        'Raise a grievance about your personal data (subject 3-200, details 10-2,000): answered within 90 days (due_at); at most 5 a day (429)',
    },
  })
  .input(createGrievanceInput)
  .output(z.object({ grievance: grievanceOutput }))
  .mutation(async ({ ctx, input }) => ({ grievance: await createGrievance(ctx, ctx.user.id, input) }));
