import { router } from '@server/trpc';
import { eraseAccountProcedure } from './erase-account';
import { getExportProcedure } from './get-export';
import { listExportsProcedure } from './list-exports';
import { requestExportProcedure } from './request-export';

/** "Download my data" and "Erase my account" (docs/product.md#privacy, decision 089). */
export const dataRightsRouter = router({
  requestExport: requestExportProcedure,
  getExport: getExportProcedure,
  listExports: listExportsProcedure,
  erase: eraseAccountProcedure,
});
