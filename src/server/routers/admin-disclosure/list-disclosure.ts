import { disclosureReviewInput, disclosureReviewOutput } from '@shared/schemas/disclosure-review';
import { listDisclosureReview } from '@server/services/admin-disclosure/list';
import { adminProcedure } from '@server/trpc';

export const listDisclosureProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/disclosure',
      tags: ['admin-disclosure'],
      summary:
        'Captions failing the disclosure check: approved work with the override reason, and live posts; newest first',
    },
  })
  .input(disclosureReviewInput)
  .output(disclosureReviewOutput)
  .query(({ ctx, input }) => listDisclosureReview(ctx.db, input));
