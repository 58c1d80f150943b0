import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
/** Names nothing: an admin gets 404 (or 200 for lists), never 401 or 403. */
const ID = '00000000-0000-4000-8000-000000000000';

/** Every admin-only REST call: [METHOD, path, body?]. Add a row for each new admin call. */
const ADMIN_CALLS: [string, string, unknown?][] = [
  ['POST', '/api/admin/suspensions', { user_id: ID, suspension_type: 'warning', reason: 'x' }],
  ['GET', '/api/admin/suspensions'],
  ['GET', '/api/admin/suspensions/stats'],
  ['PUT', `/api/admin/suspensions/${ID}`, { status: 'cancelled' }],
  ['GET', `/api/admin/users/${ID}/suspended`],
  ['POST', `/api/admin/users/${ID}/unsuspend`, {}],
  ['GET', '/api/reports'],
  ['GET', '/api/reports/stats'],
  ['GET', `/api/reports/${ID}`],
  ['PUT', `/api/reports/${ID}`, { status: 'resolved' }],
  ['POST', `/api/reports/${ID}/suspend`, { reason: 'x' }],
  ['GET', '/api/campaigns/admin/all'],
  ['GET', '/api/campaigns/admin/stats'],
  ['PUT', `/api/admin/campaigns/${ID}/status`, { status: 'paused' }],
  ['GET', '/api/profiles/detailed-influencers'],
  ['GET', '/api/profiles/detailed-brands'],
  ['GET', '/api/admin/contact-messages'],
  ['GET', '/api/admin/contact-messages/stats'],
  ['PUT', `/api/admin/contact-messages/${ID}/status`, { status: 'answered' }],
  ['GET', '/api/admin/transactions'],
  ['PUT', `/api/transactions/${ID}`, { payment_status: 'completed' }],
  ['GET', '/api/transactions/summary/admin'],
  ['GET', '/api/admin/transactions/export.csv'],
  ['GET', '/api/admin/fundings'],
  ['POST', `/api/admin/fundings/${ID}/confirm`],
  ['POST', `/api/admin/fundings/${ID}/reject`, { reason: 'Not received' }],
  ['GET', '/api/admin/payouts'],
  ['GET', '/api/admin/payouts/totals'],
  ['POST', `/api/admin/payouts/${ID}/paid`, { utr: 'UTR123456789012' }],
  ['GET', '/api/admin/payouts/export?status=due'],
  ['GET', '/api/admin/analytics?period=7d'],
  ['POST', '/api/notifications/broadcast', { title: 'Hello', message: 'Everyone' }],
  ['GET', '/api/admin/broadcasts'],
  ['GET', '/api/payments/all'],
  ['GET', '/api/payments/unmasked'],
  ['GET', '/api/admin/audit-log'],
];

let creator: string;
let brand: string;
let admin: string;

beforeAll(async () => {
  creator = (await createCreator(t)).token;
  brand = (await createBrand(t)).token;
  admin = (await createAdmin(t)).token;
});

describe.each(ADMIN_CALLS)('%s %s', (method, path, body) => {
  it('is refused to a creator and a brand (403) and without a session (401)', async () => {
    expect((await rest(t, method, path, { token: creator, body })).status).toBe(403);
    expect((await rest(t, method, path, { token: brand, body })).status).toBe(403);
    expect((await rest(t, method, path, { body })).status).toBe(401);
  });

  it('reaches its procedure for an admin', async () => {
    const res = await rest(t, method, path, { token: admin, body });
    expect([200, 404]).toContain(res.status);
  });
});

/** The same procedures through tRPC: every one of these routers' procedures but the public ones. */
const PUBLIC_PROCEDURES = new Set(['reports.create']);
const ADMIN_ROUTERS = [
  'suspensions.',
  'reports.',
  'adminCampaigns.',
  'adminUsers.',
  'adminContact.',
  'transactions.',
  'analytics.',
  'broadcast.',
  'adminPayments.',
  'adminGrievances.',
];

describe('through tRPC', () => {
  it('refuses every admin procedure of these routers to creators and brands (FORBIDDEN) and to nobody (UNAUTHORIZED)', async () => {
    const { appRouter } = await import('@server/routers/app-router');
    const names = Object.keys(appRouter._def.procedures).filter(
      (name) => ADMIN_ROUTERS.some((prefix) => name.startsWith(prefix)) && !PUBLIC_PROCEDURES.has(name),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'suspensions.create',
        'reports.suspendUser',
        'adminCampaigns.setStatus',
        'adminUsers.detailedBrands',
        'adminContact.setStatus',
      ]),
    );
    const call = (token: string | null, name: string) => {
      const [domain, procedure] = name.split('.') as [string, string];
      const caller = t.caller(token) as unknown as Record<
        string,
        Record<string, (input: unknown) => Promise<unknown>>
      >;
      return caller[domain]![procedure]!({ id: ID });
    };
    for (const name of names) {
      await expect(call(creator, name), name).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(call(brand, name), name).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(call(null, name), name).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
