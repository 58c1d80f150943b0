import { sql } from 'drizzle-orm';
import { insertionOrder } from '@db/dialect';
import { applications, workSubmissions } from '@db/schema';
import type { WorkStatus } from '@shared/enums';

/**
 * A column of the latest submission of the outer query's application row, as a correlated
 * subquery (one query for a whole list, no lookup per row). Latest = newest created_at, then the
 * later insert. The outer column is named with its table on purpose: drizzle leaves the table off
 * in single-table selects, and a bare "id" would be read as the submission's own id.
 */
const ofLatestWork = <T>(column: 'status' | 'feedback') =>
  sql<T>`(select ws.${sql.raw(column)} from ${workSubmissions} ws where ws.application_id = ${applications}.id
    order by ws.created_at desc, ${insertionOrder(sql.identifier('ws'))} desc limit 1)`;

export const latestWorkStatus = () => ofLatestWork<WorkStatus | null>('status');

/** The brand's feedback on that latest submission (null before a review or without one). */
export const latestWorkFeedback = () => ofLatestWork<string | null>('feedback');
