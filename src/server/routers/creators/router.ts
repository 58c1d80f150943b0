import { router } from '@server/trpc';
import { findCreatorsProcedure } from './find-creators';
import { publicCreatorProcedure } from './public-creator';

/** Finding creators (docs/product.md#finding-creators): the brands' search and the public page. */
export const creatorsRouter = router({
  find: findCreatorsProcedure,
  publicPage: publicCreatorProcedure,
});
