import { z } from 'zod';
import { agreementIdInput, agreementOutput } from '@shared/schemas/agreements';
import { acceptAgreement } from '@server/services/agreements/accept';
import { protectedProcedure } from '@server/trpc';

export const acceptAgreementProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/agreements/{id}/accept',
      tags: ['agreements'],
      summary:
        "One of the two parties accepts the agreement on their own side; again, the same answer (the first acceptance's time is kept)",
    },
  })
  .input(agreementIdInput)
  .output(z.object({ agreement: agreementOutput }))
  .mutation(async ({ ctx, input }) => ({ agreement: await acceptAgreement(ctx, ctx.user, input.id) }));
