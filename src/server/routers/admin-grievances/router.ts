import { router } from '@server/trpc';
import { answerGrievanceProcedure } from './answer-grievance';
import { listGrievancesProcedure } from './list-grievances';

/** The admin's side of the grievances (docs/product.md#grievances). */
export const adminGrievancesRouter = router({
  list: listGrievancesProcedure,
  answer: answerGrievanceProcedure,
});
