import { router } from '@server/trpc';
import { acceptNoticeProcedure } from './accept-notice';
import { listConsentsProcedure } from './list-consents';

/** The caller's consents to the privacy notice (docs/product.md#privacy). */
export const consentsRouter = router({
  list: listConsentsProcedure,
  acceptNotice: acceptNoticeProcedure,
});
