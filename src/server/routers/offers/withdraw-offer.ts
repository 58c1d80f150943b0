import { z } from 'zod';
import { offerIdInput, offerOutput } from '@shared/schemas/offers';
import { withdrawOffer } from '@server/services/offers/respond';
import { brandProcedure } from '@server/trpc';

export const withdrawOfferProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/offers/{id}/withdraw',
      tags: ['offers'],
      summary: 'The brand withdraws its pending or countered offer',
    },
  })
  .input(offerIdInput)
  .output(z.object({ offer: offerOutput }))
  .mutation(async ({ ctx, input }) => ({ offer: await withdrawOffer(ctx, ctx.user, input.id) }));
