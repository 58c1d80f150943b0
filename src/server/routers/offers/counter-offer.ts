import { z } from 'zod';
import { counterOfferInput, offerOutput } from '@shared/schemas/offers';
import { counterOffer } from '@server/services/offers/respond';
import { creatorProcedure } from '@server/trpc';

export const counterOfferProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/offers/{id}/counter',
      tags: ['offers'],
      summary: 'The creator counters a pending offer once, with an amount and a message',
    },
  })
  .input(counterOfferInput)
  .output(z.object({ offer: offerOutput }))
  .mutation(async ({ ctx, input }) => ({ offer: await counterOffer(ctx, ctx.user, input) }));
