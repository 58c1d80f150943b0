import type { Subjects } from '../generate';
import type { LoadRequest } from './load';
import { CREATOR_SEARCHES, creatorSearchPath } from './creator-searches';

export type Kind = 'floor' | 'read' | 'write' | 'mixed' | 'auth' | 'health';

export type Endpoint = {
  name: string;
  kind: Kind;
  /** Which process answers: the real server, or one of the floors. */
  target: 'app' | 'floor-health' | 'floor-sql';
  /** Measured again at 1% and 10% of the data set. */
  growth: boolean;
  /** Answers that are expected and reported apart, not as failures (a write's 409 when pairs run out). */
  expected?: number[];
  /** The floor its req/s is compared with (vs SQL): the campaign list's unless named. */
  floor?: string;
  /** Connections for this endpoint instead of the run's (sign-in: see there). */
  connections?: number;
  request: LoadRequest;
};

export type Tokens = { admin: string; brand: string; creator: string };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const APPLY_FLOOR = 'floor: bare SQL apply';
export const TRACKING_LINK = 'public: tracking link /r/';

/** Requests that change on every call: applying (creator and campaign), its floor's, and the mixed traffic. */
export type Varying = {
  apply?: LoadRequest['vary'];
  floorApply?: LoadRequest['vary'];
  mixed?: LoadRequest['vary'];
};

/** The endpoints of the issues, in the order they run. */
export function endpoints(s: Subjects, t: Tokens, vary: Varying, deepOffset: number): Endpoint[] {
  const creator = bearer(t.creator);
  const admin = bearer(t.admin);
  const get = (path: string, headers: Record<string, string>): LoadRequest => ({
    method: 'GET',
    path,
    headers,
  });
  return [
    {
      name: 'floor: bare Hono health',
      kind: 'floor',
      target: 'floor-health',
      growth: true,
      request: get('/api/health', {}),
    },
    {
      name: 'floor: bare SQL campaign list',
      kind: 'floor',
      target: 'floor-sql',
      growth: true,
      request: get('/api/campaigns', {}),
    },
    {
      name: APPLY_FLOOR,
      kind: 'floor',
      target: 'floor-sql',
      growth: false,
      expected: [409],
      request: { method: 'POST', path: '/api/applications', vary: vary.floorApply },
    },
    { name: 'health', kind: 'health', target: 'app', growth: false, request: get('/api/health', {}) },
    {
      name: 'campaigns: first page',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get('/api/campaigns', creator),
    },
    {
      name: `campaigns: deep page`,
      kind: 'read',
      target: 'app',
      growth: true,
      request: get(`/api/campaigns?offset=${deepOffset}`, creator),
    },
    {
      name: 'campaigns: search',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get(`/api/campaigns?search=${s.searchWord}`, creator),
    },
    {
      name: 'campaigns: search, rare words',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get(`/api/campaigns?search=${encodeURIComponent(s.rareSearch)}`, creator),
    },
    {
      name: 'campaigns: filter',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get('/api/campaigns?collab_type=paid&budget_min=100000', creator),
    },
    ...CREATOR_SEARCHES.flatMap((search): Endpoint[] => [
      {
        name: `floor: bare SQL creators, ${search.name}`,
        kind: 'floor',
        target: 'floor-sql',
        growth: true,
        request: get(creatorSearchPath(search), {}),
      },
      {
        name: `creators: ${search.name}`,
        kind: 'read',
        target: 'app',
        growth: true,
        floor: `floor: bare SQL creators, ${search.name}`,
        request: get(creatorSearchPath(search), bearer(t.brand)),
      },
    ]),
    {
      name: 'public: creator page (API)',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get(`/api/public/creators/${s.creator.username}`, {}),
    },
    {
      name: 'public: creator page /c/',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get(`/c/${s.creator.username}`, {}),
    },
    // One shared link opened by many at once (a story's swipe-up): the cached target and the
    // in-memory count, compared with the bare Hono health floor (docs/product.md#tracking-links).
    ...(s.trackingCode
      ? [
          {
            name: TRACKING_LINK,
            kind: 'read',
            target: 'app',
            growth: true,
            expected: [302],
            request: get(`/r/${s.trackingCode}`, {}),
          } satisfies Endpoint,
        ]
      : []),
    {
      name: 'brand: own campaigns',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get('/api/campaigns/my', bearer(t.brand)),
    },
    {
      name: 'brand: applications of a campaign',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get(`/api/applications/campaign/${s.campaign.id}`, bearer(t.brand)),
    },
    {
      name: 'creator: notifications',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get('/api/notifications', creator),
    },
    {
      name: 'admin: transactions',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get('/api/admin/transactions', admin),
    },
    {
      name: 'admin: transactions summary',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get('/api/transactions/summary/admin', admin),
    },
    {
      name: 'admin: analytics 30d',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get('/api/admin/analytics?period=30d', admin),
    },
    {
      name: 'admin: analytics 1y',
      kind: 'read',
      target: 'app',
      growth: true,
      request: get('/api/admin/analytics?period=1y', admin),
    },
    {
      name: 'creator: apply (write)',
      kind: 'write',
      target: 'app',
      growth: false,
      expected: [409],
      floor: APPLY_FLOOR,
      request: { method: 'POST', path: '/api/applications', vary: vary.apply },
    },
    {
      name: 'mixed: browsing, 5% writes',
      kind: 'mixed',
      target: 'app',
      growth: false,
      expected: [409],
      request: { method: 'GET', path: '/api/campaigns', vary: vary.mixed },
    },
    {
      name: 'sign-in (argon2)',
      kind: 'auth',
      target: 'app',
      growth: false,
      // A sign-in counts against its email and address until its hash says it succeeded (decision
      // 006), so more than RATE_LIMIT_LOGIN_FAILURES at once from one address are refused by design:
      // a person signs in once at a time. 4 keep both cores hashing, and 4 more still finishing from
      // the warm-up stay under the limit.
      connections: 4,
      request: {
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify({ email: s.creator.email, password: s.password }),
      },
    },
  ];
}
