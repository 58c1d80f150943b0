import { describe, expect, it } from 'vitest';
import { appRouter } from '@server/routers/app-router';

type Meta = { openapi?: { method: string; path: string } };

/** `METHOD /api/path -> procedure`, sorted: the reviewable REST table. */
function restTable() {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>;
  return Object.entries(procedures)
    .filter(([, p]) => p._def.meta?.openapi)
    .map(([name, p]) => `${p._def.meta!.openapi!.method} /api${p._def.meta!.openapi!.path} -> ${name}`)
    .sort();
}

/** Every JSON path the web client and the documented REST API use; multipart and CSV routes are plain Hono routes, tested apart. */
const CONTRACT_PATHS = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/profile',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'GET /api/profiles/me',
  'PUT /api/profiles/me',
  'GET /api/profiles/user/{id}',
  'GET /api/profiles/influencers',
  'GET /api/profiles/detailed-influencers',
  'GET /api/profiles/detailed-brands',
  'POST /api/campaigns',
  'GET /api/campaigns',
  'GET /api/campaigns/my',
  'GET /api/campaigns/{id}',
  'PUT /api/campaigns/{id}',
  'DELETE /api/campaigns/{id}',
  'POST /api/campaigns/{id}/complete',
  'POST /api/campaigns/{id}/complete-creator/{creatorId}',
  'GET /api/campaigns/admin/stats',
  'GET /api/campaigns/admin/all',
  'PUT /api/admin/campaigns/{id}/status',
  'POST /api/applications',
  'GET /api/applications/my',
  'GET /api/applications/campaign/{id}',
  'PUT /api/applications/{id}',
  'POST /api/work-submissions',
  'GET /api/work-submissions/my',
  'GET /api/work-submissions/campaign/{id}',
  'PUT /api/work-submissions/{id}/review',
  'GET /api/payments/user',
  'POST /api/payments/user',
  'PUT /api/payments/user/{id}',
  'GET /api/payments/all',
  'GET /api/payments/unmasked',
  'POST /api/reports',
  'GET /api/reports',
  'PUT /api/reports/{id}',
  'GET /api/reports/stats',
  'POST /api/admin/suspensions',
  'GET /api/admin/suspensions',
  'GET /api/admin/suspensions/stats',
  'PUT /api/admin/suspensions/{id}',
  'GET /api/admin/users/{id}/suspended',
  'POST /api/admin/users/{id}/unsuspend',
  'GET /api/admin/transactions',
  'PUT /api/transactions/{id}',
  'GET /api/transactions/summary/admin',
  'GET /api/admin/analytics',
  'GET /api/notifications',
  'PUT /api/notifications/{id}/read',
  'PUT /api/notifications/read-all',
  'POST /api/notifications/broadcast',
  'GET /api/notifications/preferences',
  'PUT /api/notifications/preferences',
  'GET /api/conversations',
  'GET /api/conversations/{applicationId}/messages',
  'POST /api/conversations/{applicationId}/messages',
  'PUT /api/conversations/{applicationId}/read',
  'POST /api/campaigns/{id}/invitations',
  'GET /api/campaigns/{id}/invitations',
  'GET /api/invitations/my',
  'POST /api/invitations/{id}/decline',
  'POST /api/campaigns/{id}/invite-link',
  'POST /api/invite-links/{token}/accept',
  'POST /api/applications/{id}/posts',
  'GET /api/applications/{id}/posts',
  'POST /api/posts/{id}/metrics',
];

describe('the REST table', () => {
  const table = restTable();

  // A change to the table shows in review as a change to this file (`npx vitest run -u` rewrites it).
  it('matches the reviewed METHOD path -> procedure table', async () => {
    await expect(`${table.join('\n')}\n`).toMatchFileSnapshot('./rest-table.snapshot.txt');
  });

  it('mounts every documented JSON path', () => {
    const mounted = new Set(table.map((row) => row.split(' -> ')[0]));
    expect(CONTRACT_PATHS.filter((p) => !mounted.has(p))).toEqual([]);
  });

  it('mounts each METHOD path once', () => {
    const keys = table.map((row) => row.split(' -> ')[0]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
