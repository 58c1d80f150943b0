import { router } from '@server/trpc';
import { myGrievancesProcedure } from './my-grievances';
import { raiseGrievanceProcedure } from './raise-grievance';

/** A person's grievances about their personal data (docs/product.md#grievances); admins answer in `adminGrievances`. */
export const grievancesRouter = router({
  raise: raiseGrievanceProcedure,
  mine: myGrievancesProcedure,
});
