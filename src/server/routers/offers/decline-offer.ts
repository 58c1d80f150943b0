import { z } from 'zod';
import { declineOfferInput, offerOutput } from '@shared/schemas/offers';
import { declineOffer } from '@server/services/offers/respond';
import { roleProcedure } from '@server/trpc';

export const declineOfferProcedure = roleProcedure('creator', 'brand')
  .meta({
    openapi: {
      method: 'POST',
      path: '/offers/{id}/decline',
      tags: ['offers'],
      summary:
        "The creator declines a pending offer, or the brand the creator's counter, with an optional reason",
    },
  })
  .input(declineOfferInput)
  .output(z.object({ offer: offerOutput }))
  .mutation(async ({ ctx, input }) => ({ offer: await declineOffer(ctx, ctx.user, input) }));
