import { agreementIdInput, applicationAgreementOutput } from '@shared/schemas/agreements';
import { agreementForApplication } from '@server/services/agreements/read';
import { protectedProcedure } from '@server/trpc';

export const getApplicationAgreementProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/agreements/application/{id}',
      tags: ['agreements'],
      summary:
        "An accepted collaboration's agreement for its two parties and admins: its text, the hash of the text and each side's acceptance; agreement_required says whether work waits for both",
    },
  })
  .input(agreementIdInput)
  .output(applicationAgreementOutput)
  .query(async ({ ctx, input }) => ({
    agreement: await agreementForApplication(ctx.db, ctx.user, input.id),
    agreement_required: ctx.env.REQUIRE_AGREEMENT,
  }));
