import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, campaigns, livePosts, postMetrics, trackingClicks } from '@db/schema';
import { createApp } from '@server/http/app';
import { SEEN_MAX } from '@server/services/tracking/click-counter';
import { TRACKING_MESSAGES } from '@shared/tracking';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { acceptedCreator, apply, decide, postCampaign, type Actor } from '../kit/marketplace';
import { HOUR, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

/*
 * Tracking links and campaign performance (docs/product.md#tracking-links,
 * docs/product.md#campaign-performance), on both engines: the destination's rule, the link of an
 * accepted creator, where a visit goes (never elsewhere), how visits are counted (once an hour per
 * address, none lost under concurrent visits), and the performance figures with their rights.
 */

const t = createTestApp({ TRUST_PROXY: 'true', APP_URL: 'https://collab.example' });
const clock = testClock(t);
const dist = path.join(t.dataDir, 'site');
fs.mkdirSync(dist, { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>App</title></head></html>',
);
/** The whole app with a web client, so an unknown link answers the app's page with a 404. */
const web = createApp(t.deps, { clientDist: dist });
const admin = await createAdmin(t);

afterEach(() => clock.real());

const SHOP = 'https://shop.example.com/sale?ref=ig&lang=hi';

/** A visit of `url` (an absolute tracking link or a path) from `address`. */
const visit = (url: string, address = '203.0.113.7') =>
  web.request(url.replace('https://collab.example', ''), { headers: { 'x-forwarded-for': address } });

async function clickRows(applicationId: string) {
  return t.db
    .select({ day: trackingClicks.day, clicks: trackingClicks.clicks })
    .from(trackingClicks)
    .where(eq(trackingClicks.applicationId, applicationId));
}

async function campaignWithCreator(body: Record<string, unknown> = {}) {
  const brand = await createBrand(t);
  const campaign = await postCampaign(t, brand, { destination_url: SHOP, ...body });
  const username = `maya${Math.random().toString(36).slice(2, 8)}`;
  const { creator, application } = await acceptedCreator(t, brand, campaign.id, { profile: { username } });
  const mine = await rest(t, 'GET', '/api/applications/my', { token: creator.token });
  const app = (mine.body.applications as { id: string; tracking_url: string | null }[]).find(
    (a) => a.id === application.id,
  )!;
  return { brand, campaign, creator, application, username, link: app.tracking_url! };
}

describe('destination_url', () => {
  it('takes an http or https address on create and edit, and refuses anything else with 400 naming the field', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { destination_url: SHOP });
    expect(campaign.destination_url).toBe(SHOP);
    const bad: [unknown, string][] = [
      ['javascript:alert(1)', TRACKING_MESSAGES.destinationScheme],
      ['ftp://shop.example.com', TRACKING_MESSAGES.destinationScheme],
      ['shop.example.com', TRACKING_MESSAGES.destinationScheme],
      ['https://user:pw@evil.example', TRACKING_MESSAGES.destinationCredentials],
      [`https://shop.example.com/${'a'.repeat(2000)}`, TRACKING_MESSAGES.destinationLength],
      [42, 'Destination URL'],
    ];
    for (const [value, message] of bad) {
      const created = await rest(t, 'POST', '/api/campaigns', {
        token: brand.token,
        body: { title: 'Bad link', description: 'x', status: 'active', destination_url: value },
      });
      expect(created.status, String(value)).toBe(400);
      expect(created.body.error).toContain(message);
      const edited = await rest(t, 'PUT', `/api/campaigns/${campaign.id}`, {
        token: brand.token,
        body: { destination_url: value },
      });
      expect(edited.status).toBe(400);
      expect(edited.body.error).toContain(message);
    }
    await expect(
      brand.caller.campaigns.update({ id: campaign.id, destination_url: 'mailto:a@b.c' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Exactly 2,000 characters is allowed; '' clears it.
    const long = `https://shop.example.com/${'a'.repeat(2000 - 25)}`;
    expect(long).toHaveLength(2000);
    const ok = await rest(t, 'PUT', `/api/campaigns/${campaign.id}`, {
      token: brand.token,
      body: { destination_url: long },
    });
    expect(ok.body.campaign.destination_url).toBe(long);
    const cleared = await brand.caller.campaigns.update({ id: campaign.id, destination_url: '' });
    expect(cleared.campaign.destination_url).toBeNull();
  });
});

describe('tracking_url', () => {
  it('is given only to an accepted creator of a campaign with a destination, and follows a destination set later', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand);
    const creator = await createCreator(t);
    const pending = await apply(t, creator, campaign.id);
    expect(pending.tracking_url).toBeNull();
    const accepted = await decide(t, brand, pending.id, 'accepted');
    // Accepted, but the campaign has no destination yet: a code, no link.
    expect(accepted.tracking_url).toBeNull();
    const [row] = await t.db
      .select({ code: applications.trackingCode })
      .from(applications)
      .where(eq(applications.id, pending.id));
    expect(row!.code).toMatch(/^[A-Za-z0-9_-]{10}$/);
    await brand.caller.campaigns.update({ id: campaign.id, destination_url: SHOP });
    const list = await rest(t, 'GET', `/api/applications/campaign/${campaign.id}`, { token: brand.token });
    expect(list.body.applications[0].tracking_url).toBe(`https://collab.example/r/${row!.code}`);
    const rejected = await apply(t, await createCreator(t), campaign.id);
    expect((await decide(t, brand, rejected.id, 'rejected')).tracking_url).toBeNull();
  });

  it('gives each of many accepted creators their own code, and an accepted offer one too', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, {
      destination_url: SHOP,
      budget: 50_000,
      collab_type: 'paid',
    });
    const apps = await Promise.all(
      Array.from({ length: 6 }, async () => apply(t, await createCreator(t), campaign.id)),
    );
    await Promise.all(apps.map((a) => decide(t, brand, a.id, 'accepted')));
    const creator = await createCreator(t);
    const offer = await rest(t, 'POST', '/api/offers', {
      token: brand.token,
      body: {
        creator_id: creator.user.id,
        campaign_id: campaign.id,
        amount: 5_000,
        deliverables: 'A reel',
        deadline: '2099-01-01',
      },
    });
    expect(offer.status).toBe(200);
    const accepted = await rest(t, 'POST', `/api/offers/${offer.body.offer.id}/accept`, {
      token: creator.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.application.tracking_url).toMatch(
      /^https:\/\/collab\.example\/r\/[A-Za-z0-9_-]{10}$/,
    );
    const codes = await t.db
      .select({ code: applications.trackingCode })
      .from(applications)
      .where(eq(applications.campaignId, campaign.id));
    expect(new Set(codes.map((c) => c.code)).size).toBe(7);
  });

  it('keeps the code of an application accepted twice at once: one wins, one code', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { destination_url: SHOP });
    const application = await apply(t, await createCreator(t), campaign.id);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        rest(t, 'PUT', `/api/applications/${application.id}`, {
          token: brand.token,
          body: { status: 'accepted' },
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const [row] = await t.db
      .select({ code: applications.trackingCode })
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(ok[0]!.body.application.tracking_url).toBe(`https://collab.example/r/${row!.code}`);
  });
});

describe('GET /r/{code}', () => {
  it('answers 302 to the stored destination with the UTM parameters, its own parameters kept', async () => {
    const { campaign, username, link } = await campaignWithCreator();
    const res = await visit(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe('https://shop.example.com/sale');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      ref: 'ig',
      lang: 'hi',
      utm_source: 'collab',
      utm_medium: 'creator',
      utm_campaign: campaign.id,
      utm_content: username,
    });
  });

  it('never goes anywhere but the destination, whatever the request adds', async () => {
    const { link } = await campaignWithCreator();
    const expected = (await visit(link)).headers.get('location');
    for (const extra of [
      '?url=https://evil.example',
      '?next=//evil.example&utm_source=evil',
      '?redirect=https%3A%2F%2Fevil.example&url=javascript:alert(1)',
      '#https://evil.example',
    ]) {
      const res = await visit(`${link}${extra}`, '198.51.100.1');
      expect(res.status, extra).toBe(302);
      expect(res.headers.get('location'), extra).toBe(expected);
    }
    // Something that only looks like a code, or a path past it, is no link.
    for (const p of [
      `${link}/https://evil.example`,
      `${link}%2F%2Fevil.example`,
      '/r/..%2F..%2Fapi',
      '/r/',
    ]) {
      const res = await visit(p);
      expect(res.status, p).not.toBe(302);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('answers 404 for an unknown code, a campaign without a destination, or a rejected application', async () => {
    expect((await visit('/r/AAAAAAAAAA')).status).toBe(404);
    expect((await visit('/r/not-a-code-because-it-is-far-too-long-to-be-one')).status).toBe(404);
    const { brand, campaign, link } = await campaignWithCreator();
    await brand.caller.campaigns.update({ id: campaign.id, destination_url: null });
    const res = await visit(link);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    // Set again, the same link works again.
    await brand.caller.campaigns.update({ id: campaign.id, destination_url: 'http://other.example/' });
    expect((await visit(link)).headers.get('location')).toMatch(
      /^http:\/\/other\.example\/\?utm_source=collab/,
    );
    // Removed by moderators: no redirect while it stays removed.
    await t.db.update(campaigns).set({ status: 'removed' }).where(eq(campaigns.id, campaign.id));
    expect((await visit(link)).status).toBe(404);
    await t.db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, campaign.id));
    expect((await visit(link)).status).toBe(302);
    await t.deps.clicks.flush();
  });

  it('counts one visit per address an hour, per India day', async () => {
    const { application, link } = await campaignWithCreator();
    // 10:00 in India.
    clock.set('2026-11-20T04:30:00Z');
    await visit(link, '192.0.2.1');
    await visit(link, '192.0.2.1');
    await visit(link, '192.0.2.2');
    clock.advance(59 * 60_000);
    await visit(link, '192.0.2.1');
    await t.deps.clicks.flush();
    expect(await clickRows(application.id)).toEqual([{ day: '2026-11-20', clicks: 2 }]);
    clock.advance(2 * 60_000);
    await visit(link, '192.0.2.1');
    // 23:55 in India: the next visit after midnight counts on the next day.
    clock.set('2026-11-20T18:25:00Z');
    await visit(link, '192.0.2.1');
    clock.advance(HOUR);
    await visit(link, '192.0.2.1');
    await t.deps.clicks.flush();
    const rows = await clickRows(application.id);
    expect(rows.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: '2026-11-20', clicks: 4 },
      { day: '2026-11-21', clicks: 1 },
    ]);
  });

  it('answers a HEAD alike without counting it', async () => {
    const { application, link } = await campaignWithCreator();
    const res = await web.request(link.replace('https://collab.example', ''), {
      method: 'HEAD',
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('utm_source=collab');
    await t.deps.clicks.flush();
    expect(await clickRows(application.id)).toEqual([]);
  });

  it('counts every concurrent visit exactly, across flushes running at once', async () => {
    const { application, link } = await campaignWithCreator();
    const addresses = Array.from({ length: 300 }, (_, i) => `10.0.${Math.floor(i / 250)}.${i % 250}`);
    const results = await Promise.all(
      addresses.map(async (a, i) => {
        const res = await visit(link, a);
        // Flushes interleaved with the visits.
        if (i % 50 === 0) await t.deps.clicks.flush();
        return res.status;
      }),
    );
    expect(results.every((s) => s === 302)).toBe(true);
    await Promise.all([t.deps.clicks.flush(), t.deps.clicks.flush()]);
    const rows = await clickRows(application.id);
    expect(rows.reduce((n, r) => n + r.clicks, 0)).toBe(300);
    expect(t.deps.clicks.unwritten).toBe(0);
  });

  it('remembers a bounded number of addresses', async () => {
    const { ClickCounter } = await import('@server/services/tracking/click-counter');
    const { application } = await campaignWithCreator();
    const counter = new ClickCounter(t.db, () => clock.now(), undefined, 3);
    for (const a of ['a', 'b', 'c', 'd']) expect(counter.visit(application.id, 'code', a)).toBe(true);
    // 'a' was pushed out by 'd', so it counts again; 'd' is still remembered.
    expect(counter.visit(application.id, 'code', 'a')).toBe(true);
    expect(counter.visit(application.id, 'code', 'd')).toBe(false);
    expect(SEEN_MAX).toBeGreaterThan(1000);
    await counter.flush();
    expect((await clickRows(application.id)).reduce((n, r) => n + r.clicks, 0)).toBe(5);
  });
});

/** A live post of `application` with its snapshots (the posts feature records them; here rows directly). */
async function postWith(
  application: { id: string; campaignId: string; creatorId: string },
  disclosureOk: boolean,
  snapshots: { views: number; likes: number; comments: number; shares: number; saves: number; at: string }[],
) {
  const [post] = await t.db
    .insert(livePosts)
    .values({
      applicationId: application.id,
      campaignId: application.campaignId,
      creatorId: application.creatorId,
      url: 'https://www.instagram.com/p/abc/',
      caption: disclosureOk ? '#ad Our sale' : 'Our sale',
      postedAt: '2026-11-10T10:00:00.000Z',
      disclosureOk,
    })
    .returning({ id: livePosts.id });
  for (const { at, ...m } of snapshots)
    await t.db.insert(postMetrics).values({ postId: post!.id, recordedAt: at, ...m });
}

describe('GET /api/campaigns/{id}/performance', () => {
  async function paidCampaign() {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, {
      destination_url: SHOP,
      collab_type: 'paid',
      budget: 30_000,
    });
    const a = await acceptedCreator(t, brand, campaign.id, { fullName: 'Asha' });
    const b = await acceptedCreator(t, brand, campaign.id, { fullName: 'Bina' });
    return { brand, campaign, a, b };
  }
  const ids = (c: { id: string }, x: { creator: Actor; application: { id: string } }) => ({
    id: x.application.id,
    campaignId: c.id,
    creatorId: x.creator.user.id,
  });

  it('sums clicks, posts and the latest numbers per creator, with rates, cost per view and totals', async () => {
    const { brand, campaign, a, b } = await paidCampaign();
    await postWith(ids(campaign, a), true, [
      { views: 100, likes: 1, comments: 1, shares: 0, saves: 0, at: '2026-11-11T00:00:00.000Z' },
      { views: 1000, likes: 50, comments: 20, shares: 5, saves: 5, at: '2026-11-12T00:00:00.000Z' },
    ]);
    await postWith(ids(campaign, a), false, [
      { views: 2000, likes: 100, comments: 10, shares: 3, saves: 7, at: '2026-11-12T00:00:00.000Z' },
    ]);
    await postWith(ids(campaign, b), true, []);
    clock.set('2026-11-20T04:30:00Z');
    const aLink = (await a.creator.caller.applications.listMy({})).applications[0]!.tracking_url!;
    await visit(aLink, '192.0.2.10');
    await visit(aLink, '192.0.2.11');
    clock.set('2026-11-21T04:30:00Z');
    await visit(aLink, '192.0.2.10');
    await t.deps.clicks.flush();

    const res = await rest(t, 'GET', `/api/campaigns/${campaign.id}/performance`, { token: brand.token });
    expect(res.status).toBe(200);
    const { creators, totals } = res.body.performance;
    expect(creators).toHaveLength(2);
    expect(creators[0]).toMatchObject({
      creator_id: a.creator.user.id,
      application_id: a.application.id,
      creator_name: 'Asha',
      tracking_url: aLink,
      clicks: 3,
      clicks_by_day: [
        { day: '2026-11-20', clicks: 2 },
        { day: '2026-11-21', clicks: 1 },
      ],
      posts: 2,
      posts_failing_disclosure: 1,
      views: 3000,
      likes: 150,
      comments: 30,
      shares: 8,
      saves: 12,
      // (150 + 30 + 8 + 12) / 3000 = 6.67% → 6.7
      engagement_rate: 6.7,
      deal_amount: 15_000,
      cost_per_view: 5,
    });
    expect(creators[1]).toMatchObject({
      creator_name: 'Bina',
      clicks: 0,
      posts: 1,
      views: 0,
      engagement_rate: null,
      deal_amount: 15_000,
      cost_per_view: null,
    });
    expect(totals).toEqual({
      clicks: 3,
      posts: 3,
      views: 3000,
      likes: 150,
      comments: 30,
      shares: 8,
      saves: 12,
    });
    // The same through tRPC, and for an admin.
    const viaCaller = await brand.caller.campaigns.performance({ id: campaign.id });
    expect(viaCaller.performance.totals).toEqual(totals);
    expect(
      (await rest(t, 'GET', `/api/campaigns/${campaign.id}/performance`, { token: admin.token })).status,
    ).toBe(200);
  });

  it('has no cost per view on barter, and counts the agreed amount of an offer as the deal', async () => {
    const brand = await createBrand(t);
    const barter = await postCampaign(t, brand, { destination_url: SHOP, collab_type: 'barter' });
    const x = await acceptedCreator(t, brand, barter.id);
    await postWith(ids(barter, x), true, [
      { views: 400, likes: 3, comments: 0, shares: 0, saves: 0, at: '2026-11-12T00:00:00.000Z' },
    ]);
    const res = await brand.caller.campaigns.performance({ id: barter.id });
    expect(res.performance.creators[0]).toMatchObject({
      engagement_rate: 0.8,
      deal_amount: null,
      cost_per_view: null,
    });

    const paid = await postCampaign(t, brand, { collab_type: 'paid', budget: 20_000 });
    const creator = await createCreator(t);
    const offer = await rest(t, 'POST', '/api/offers', {
      token: brand.token,
      body: {
        creator_id: creator.user.id,
        campaign_id: paid.id,
        amount: 3_000,
        deliverables: 'A reel',
        deadline: '2099-01-01',
      },
    });
    const accepted = await rest(t, 'POST', `/api/offers/${offer.body.offer.id}/accept`, {
      token: creator.token,
    });
    const other = await acceptedCreator(t, brand, paid.id);
    await postWith(
      { id: accepted.body.application.id, campaignId: paid.id, creatorId: creator.user.id },
      true,
      [{ views: 7, likes: 0, comments: 0, shares: 0, saves: 0, at: '2026-11-12T00:00:00.000Z' }],
    );
    const p = (await brand.caller.campaigns.performance({ id: paid.id })).performance;
    const mine = p.creators.find((c) => c.creator_id === creator.user.id)!;
    // 3000 / 7 = 428.571… → 428.57; the other creator shares what is left.
    expect(mine).toMatchObject({ deal_amount: 3_000, cost_per_view: 428.57, tracking_url: null });
    expect(p.creators.find((c) => c.creator_id === other.creator.user.id)!.deal_amount).toBe(17_000);
  });

  it('is for the owning brand and admins: another brand 403, a creator 403, a stranger’s draft 404, signed out 401', async () => {
    const { brand, campaign, a } = await paidCampaign();
    const other = await createBrand(t);
    const path = `/api/campaigns/${campaign.id}/performance`;
    expect((await rest(t, 'GET', path, { token: other.token })).status).toBe(403);
    expect((await rest(t, 'GET', path, { token: a.creator.token })).status).toBe(403);
    expect((await rest(t, 'GET', path)).status).toBe(401);
    expect((await rest(t, 'GET', '/api/campaigns/nope/performance', { token: brand.token })).status).toBe(
      404,
    );
    const draft = await postCampaign(t, brand, { status: 'draft' });
    expect(
      (await rest(t, 'GET', `/api/campaigns/${draft.id}/performance`, { token: other.token })).status,
    ).toBe(404);
    await expect(other.caller.campaigns.performance({ id: campaign.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await rest(t, 'GET', `${path}.csv`, { token: other.token })).status).toBe(403);
    expect(
      (await rest(t, 'GET', `/api/campaigns/${draft.id}/performance.csv`, { token: other.token })).status,
    ).toBe(404);
  });

  it('downloads as CSV with a row per creator and a total', async () => {
    const { brand, campaign, a } = await paidCampaign();
    await postWith(ids(campaign, a), true, [
      { views: 1000, likes: 10, comments: 0, shares: 0, saves: 0, at: '2026-11-12T00:00:00.000Z' },
    ]);
    const res = await t.app.request(`/api/campaigns/${campaign.id}/performance.csv`, {
      headers: { authorization: `Bearer ${brand.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="performance-.+\.csv"/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Creator,Username,Tracking link,Clicks,Posts,Posts failing disclosure,Views,Likes,Comments,Shares,Saves,Engagement rate (%),Deal amount (INR),Cost per view (INR)',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Asha,.*,0,1,0,1000,10,0,0,0,1,15000,15$/);
    expect(lines[3]).toMatch(/^Total,,,0,1,,1000,10,0,0,0/);
  });
});
