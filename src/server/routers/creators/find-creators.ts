import { findCreatorsInput, findCreatorsOutput } from '@shared/schemas/creators';
import { findCreators } from '@server/services/profiles/find-creators';
import { roleProcedure } from '@server/trpc';

export const findCreatorsProcedure = roleProcedure('brand', 'admin')
  .meta({
    openapi: {
      method: 'GET',
      path: '/creators',
      tags: ['creators'],
      summary:
        'Find creators by words, niche, city, language, followers, engagement, price, rating and availability',
    },
  })
  .input(findCreatorsInput)
  .output(findCreatorsOutput)
  .query(({ ctx, input }) => findCreators(ctx.db, input, new Date(ctx.now()).toISOString()));
