import type { Subjects } from '../generate';
import type { Varied } from './load';
import { createRandom } from './random';

/** Share of each kind of request in the mixed traffic, in per cent; 5 of 100 write. */
export const MIX = [
  { share: 30, what: 'campaign list, first page' },
  { share: 5, what: 'campaign list, deep page' },
  { share: 10, what: 'campaign search, a common word' },
  { share: 5, what: 'campaign search, rare words' },
  { share: 10, what: 'campaign filter' },
  { share: 15, what: 'own notifications' },
  { share: 10, what: "a brand's own campaigns" },
  { share: 10, what: 'the applications of a campaign (its brand)' },
  { share: 2.5, what: 'apply to a campaign (write)' },
  { share: 2.5, what: 'mark a notification read (write)' },
] as const;

export type MixedTokens = {
  brand: string;
  /** Creators browsing, each request as one of them: each records its activity and keeps its session. */
  browsers: string[];
  /** The creator whose notifications are marked read, one after the other. */
  reader: { token: string; notificationIds: string[] };
};

/**
 * Signed-in users browsing while about 5% of requests write: a request drawn from MIX at random
 * (seeded, so two runs send the same sequence), each with its own caller.
 */
export function mixedTraffic(
  s: Subjects,
  t: MixedTokens,
  apply: () => Varied,
  deepOffset: number,
): () => Varied {
  const rnd = createRandom(13);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const browser = () => bearer(rnd.pick(t.browsers));
  const get = (path: string, headers: Record<string, string>): Varied => ({
    method: 'GET',
    path,
    headers,
    body: undefined,
  });
  let read = 0;
  const make: (() => Varied)[] = [
    () => get('/api/campaigns', browser()),
    () => get(`/api/campaigns?offset=${deepOffset}`, browser()),
    () => get(`/api/campaigns?search=${s.searchWord}`, browser()),
    () => get(`/api/campaigns?search=${encodeURIComponent(s.rareSearch)}`, browser()),
    () => get('/api/campaigns?collab_type=paid&budget_min=100000', browser()),
    () => get('/api/notifications', browser()),
    () => get('/api/campaigns/my', bearer(t.brand)),
    () => get(`/api/applications/campaign/${s.campaign.id}`, bearer(t.brand)),
    () => ({ ...apply(), method: 'POST', path: '/api/applications' }),
    () => ({
      method: 'PUT',
      path: `/api/notifications/${t.reader.notificationIds[read++ % t.reader.notificationIds.length]}/read`,
      headers: bearer(t.reader.token),
      body: undefined,
    }),
  ];
  const total = MIX.reduce((n, m) => n + m.share, 0);
  return () => {
    let x = rnd.next() * total;
    for (let i = 0; i < MIX.length; i++) {
      x -= MIX[i]!.share;
      if (x < 0) return make[i]!();
    }
    return make[0]!();
  };
}
