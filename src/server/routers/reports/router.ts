import { router } from '@server/trpc';
import { createReportProcedure } from './create-report';
import { getReportProcedure } from './get-report';
import { listReportsProcedure } from './list-reports';
import { reportStatsProcedure } from './report-stats';
import { suspendFromReportProcedure } from './suspend-from-report';
import { updateReportProcedure } from './update-report';

/**
 * The REST adapter takes the first path that matches, in this order: GET /reports/stats must come
 * before GET /reports/{id}, which would otherwise read "stats" as an id.
 */
export const reportsRouter = router({
  create: createReportProcedure,
  list: listReportsProcedure,
  stats: reportStatsProcedure,
  get: getReportProcedure,
  update: updateReportProcedure,
  suspendUser: suspendFromReportProcedure,
});
