import { sql, type SQL } from 'drizzle-orm';
import { workSubmissions } from '../../../db/schema';
import type { WorkStatus } from '../../../shared/enums';

/**
 * The status of the latest submission for an application, as a correlated subquery (one query for
 * a whole list, no lookup per row). Latest = newest created_at, then the later insert.
 */
export const latestWorkStatus = (applicationId: SQL | SQL.Aliased | { getSQL(): SQL }) =>
  sql<WorkStatus | null>`(select ws.status from ${workSubmissions} ws where ws.application_id = ${applicationId}
    order by ws.created_at desc, ws.rowid desc limit 1)`;
