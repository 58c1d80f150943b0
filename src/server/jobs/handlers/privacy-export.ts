import { runDataExportJob } from '@server/services/data-rights/exports';
import type { JobHandler } from './types';

/**
 * docs/product.md#download-my-data: a "Download my data" copy prepared (subject: the export's id,
 * due as soon as it is asked for), or removed at its expiry (subject `<id>:expire`).
 */
export const prepareDataExport: JobHandler = (tx, job, ctx) => runDataExportJob(tx, ctx, job.subjectId);
