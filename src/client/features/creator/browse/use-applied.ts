import { trpc } from '@client/lib/trpc';

/**
 * The campaigns on screen the creator has applied to: one small question per card (batched into
 * one request), so the marks are right however many applications the creator has.
 */
export function useAppliedCampaigns(campaignIds: readonly string[]): ReadonlySet<string> {
  const answers = trpc.useQueries((t) =>
    campaignIds.map((id) => t.applications.listMy({ campaign_id: id, limit: 1 })),
  );
  const applied = new Set<string>();
  answers.forEach((answer, i) => {
    if ((answer.data?.total ?? 0) > 0) applied.add(campaignIds[i]!);
  });
  return applied;
}
