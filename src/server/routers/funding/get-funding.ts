import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { fundingOutput } from '@shared/schemas/funds';
import { getFunding } from '@server/services/funding/read';
import { roleProcedure } from '@server/trpc';

export const getFundingProcedure = roleProcedure('brand', 'admin')
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/{id}/funding',
      tags: ['funding'],
      summary:
        "A campaign's funding: status, amount, the reference to write on the transfer and the platform's account",
    },
  })
  .input(z.object({ id: idParam }))
  .output(z.object({ funding: fundingOutput }))
  .query(async ({ ctx, input }) => ({ funding: await getFunding(ctx, ctx.user, input.id) }));
