import { notifications } from '@db/schema';
import { notificationOrder } from '@server/services/notifications/inbox';
import { eq } from 'drizzle-orm';
import type { TestApp } from './app';
import { createBrand, createCreator } from './factories';
import { rest } from './rest';

type Actor = Awaited<ReturnType<typeof createBrand>>;

/** Marketplace steps in one line each, through REST as a client would make them. */

export async function postCampaign(t: TestApp, brand: Actor, body: Record<string, unknown> = {}) {
  const res = await rest(t, 'POST', '/api/campaigns', {
    token: brand.token,
    body: {
      title: 'Summer Launch',
      description: 'Short videos about our summer range',
      status: 'active',
      ...body,
    },
  });
  if (res.status !== 200) throw new Error(`create campaign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.campaign as { id: string; [k: string]: unknown };
}

export async function apply(t: TestApp, creator: Actor, campaignId: string) {
  const res = await rest(t, 'POST', '/api/applications', {
    token: creator.token,
    body: { campaign_id: campaignId },
  });
  if (res.status !== 200) throw new Error(`apply: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.application as { id: string; [k: string]: unknown };
}

export async function decide(
  t: TestApp,
  brand: Actor,
  applicationId: string,
  status: 'accepted' | 'rejected',
) {
  const res = await rest(t, 'PUT', `/api/applications/${applicationId}`, {
    token: brand.token,
    body: { status },
  });
  if (res.status !== 200) throw new Error(`decide: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.application;
}

export async function submit(
  t: TestApp,
  creator: Actor,
  applicationId: string,
  link = 'https://www.youtube.com/watch?v=demo',
) {
  const res = await rest(t, 'POST', '/api/work-submissions', {
    token: creator.token,
    body: { application_id: applicationId, submission_type: 'link', content: 'My reel', links: [link] },
  });
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.submission as { id: string; [k: string]: unknown };
}

export async function review(
  t: TestApp,
  brand: Actor,
  submissionId: string,
  status: string,
  feedback?: string,
) {
  const res = await rest(t, 'PUT', `/api/work-submissions/${submissionId}/review`, {
    token: brand.token,
    body: { status, feedback },
  });
  if (res.status !== 200) throw new Error(`review: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.submission;
}

/** A creator who applied and was accepted: `{ creator, application }`. */
export async function acceptedCreator(
  t: TestApp,
  brand: Actor,
  campaignId: string,
  opts?: Parameters<typeof createCreator>[1],
) {
  const creator = await createCreator(t, opts);
  const application = await apply(t, creator, campaignId);
  await decide(t, brand, application.id, 'accepted');
  return { creator, application };
}

/** An accepted creator whose work the brand approved. */
export async function approvedCreator(
  t: TestApp,
  brand: Actor,
  campaignId: string,
  opts?: Parameters<typeof createCreator>[1],
) {
  const { creator, application } = await acceptedCreator(t, brand, campaignId, opts);
  const submission = await submit(t, creator, application.id);
  await review(t, brand, submission.id, 'approved');
  return { creator, application, submission };
}

/**
 * Notifications of one user, oldest first (in the inbox's order), straight from the table (the
 * notifications API is another domain's). Keys and `read` (0 or 1) as the columns are named and stored.
 */
export async function notificationsOf(t: TestApp, userId: string) {
  const rows = await t.db
    .select({
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      priority: notifications.priority,
      action_url: notifications.actionUrl,
      metadata: notifications.metadata,
      read: notifications.read,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt, notificationOrder);
  return rows.map((n) => ({ ...n, read: Number(n.read) }));
}

export type { Actor };
