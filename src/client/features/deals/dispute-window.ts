import { DISPUTE_WINDOW_DAYS } from '@shared/schemas/disputes';
import type { Submission } from '@shared/schemas/work';

const DAY_MS = 86_400_000;

/**
 * When the work was approved, as the server reads it: the newest approved version's review (its last
 * change when an older row lacks one).
 */
export function workApprovedAt(submissions: Pick<Submission, 'status' | 'reviewed_at' | 'updated_at'>[]) {
  const approved = submissions.find((s) => s.status === 'approved');
  return approved ? (approved.reviewed_at ?? approved.updated_at) : null;
}

/**
 * Whether a party may still open a dispute at `now` (docs/product.md#disputes): within
 * DISPUTE_WINDOW_DAYS of the work's approval, or of the completion when no work was approved; before
 * either, at any time (`until` null). The server decides by the same rule (services/disputes/open.ts).
 */
export function disputeWindow(approvedAt: string | null, completedAt: string | null, now: number) {
  const from = approvedAt ?? completedAt;
  if (!from) return { open: true, until: null };
  const until = Date.parse(from) + DISPUTE_WINDOW_DAYS * DAY_MS;
  return { open: now <= until, until: new Date(until).toISOString() };
}
