import { router } from '@server/trpc';
import { acceptAgreementProcedure } from './accept-agreement';
import { getApplicationAgreementProcedure } from './get-application-agreement';

/** The agreement an accepted collaboration leaves, and each party's acceptance (docs/product.md#agreements-and-usage-rights). */
export const agreementsRouter = router({
  forApplication: getApplicationAgreementProcedure,
  accept: acceptAgreementProcedure,
});
