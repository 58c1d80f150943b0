import { router } from '@server/trpc';
import { acceptOfferProcedure } from './accept-offer';
import { counterOfferProcedure } from './counter-offer';
import { createOfferProcedure } from './create-offer';
import { declineOfferProcedure } from './decline-offer';
import { myOffersProcedure } from './my-offers';
import { withdrawOfferProcedure } from './withdraw-offer';

/** A brand's direct offers to creators and their answers (docs/product.md#direct-offers). */
export const offersRouter = router({
  create: createOfferProcedure,
  my: myOffersProcedure,
  accept: acceptOfferProcedure,
  decline: declineOfferProcedure,
  counter: counterOfferProcedure,
  withdraw: withdrawOfferProcedure,
});
