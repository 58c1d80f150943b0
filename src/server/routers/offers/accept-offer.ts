import { z } from 'zod';
import { applicationOutput } from '@shared/schemas/application';
import { offerIdInput, offerOutput } from '@shared/schemas/offers';
import { acceptOffer } from '@server/services/offers/respond';
import { roleProcedure } from '@server/trpc';
import { withTrackingUrl } from '../applications/tracking-url';

export const acceptOfferProcedure = roleProcedure('creator', 'brand')
  .meta({
    openapi: {
      method: 'POST',
      path: '/offers/{id}/accept',
      tags: ['offers'],
      summary:
        "The creator accepts a pending offer, or the brand the creator's counter: the creator's application, accepted at the agreed amount",
    },
  })
  .input(offerIdInput)
  .output(z.object({ offer: offerOutput, application: applicationOutput }))
  .mutation(async ({ ctx, input }) => {
    const { offer, application } = await acceptOffer(ctx, ctx.user, input.id);
    return { offer, application: withTrackingUrl(ctx.env.APP_URL, application) };
  });
