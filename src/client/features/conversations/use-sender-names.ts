import type { UserProfile } from '@shared/schemas/profile';
import { trpc } from '@client/lib/trpc';

/** A party as conversations name it: a brand by its company name, else its owner's name. */
const partyName = (p: UserProfile) => (p.user_type === 'brand' && p.company_name) || p.full_name;

/**
 * Names of a conversation's senders read from their public profiles: for an admin, who is no party
 * and has no counterpart in a list, and for a conversation the loaded list does not hold.
 */
export function useSenderNames(senderIds: string[], enabled: boolean) {
  const ids = enabled ? [...new Set(senderIds)] : [];
  const profiles = trpc.useQueries((t) => ids.map((id) => t.profiles.user({ id }, { staleTime: Infinity })));
  const names = new Map<string, string>();
  profiles.forEach((q) => {
    if (q.data) names.set(q.data.profile.id, partyName(q.data.profile));
  });
  return names;
}
