import { z } from 'zod';
import { listMyOffersInput, offerOutput } from '@shared/schemas/offers';
import { myOffers } from '@server/services/offers/read';
import { roleProcedure } from '@server/trpc';

export const myOffersProcedure = roleProcedure('creator', 'brand')
  .meta({
    openapi: {
      method: 'GET',
      path: '/offers/my',
      tags: ['offers'],
      summary: 'The offers a creator received or a brand sent, newest first, of one status when asked',
    },
  })
  .input(listMyOffersInput)
  .output(z.object({ offers: z.array(offerOutput) }))
  .query(async ({ ctx, input }) => ({ offers: await myOffers(ctx, ctx.user, input) }));
