import { publicCreatorInput, publicCreatorOutput } from '@shared/schemas/creators';
import { publicCreatorPage } from '@server/services/profiles/public-creator';
import { publicProcedure } from '@server/trpc';

export const publicCreatorProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/public/creators/{username}',
      tags: ['creators'],
      protect: false,
      summary: "A creator's public page (only when the creator turned it on), for anyone",
    },
  })
  .input(publicCreatorInput)
  .output(publicCreatorOutput)
  .query(async ({ ctx, input }) => ({ creator: await publicCreatorPage(ctx, input.username) }));
