import { z } from 'zod';
import { createOfferInput, offerOutput } from '@shared/schemas/offers';
import { createOffer } from '@server/services/offers/create';
import { brandProcedure } from '@server/trpc';

export const createOfferProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/offers',
      tags: ['offers'],
      summary:
        'A brand offers one of its active campaigns to a creator for an amount, deliverables and a deadline; answered within 7 days',
    },
  })
  .input(createOfferInput)
  .output(z.object({ offer: offerOutput }))
  .mutation(async ({ ctx, input }) => ({ offer: await createOffer(ctx, ctx.user, input) }));
