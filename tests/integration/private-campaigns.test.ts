import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignInvitations, emailOutbox } from '@db/schema';
import { INVITATION_MESSAGES } from '@shared/schemas/invitation';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { apply, notificationsOf, postCampaign, type Actor } from '../kit/marketplace';
import { rest } from '../kit/rest';

/** docs/product.md#private-campaigns-and-invitations, on both engines, through createCaller and REST. */
const t = createTestApp({ APP_URL: 'https://collab.example' });
const admin = await createAdmin(t);

const TITLE_WORD = 'Zanzibarish';
const HIDDEN_WORD = 'Quixotically';

async function privateCampaign(brand: Actor, body: Record<string, unknown> = {}) {
  return postCampaign(t, brand, {
    title: `${TITLE_WORD} secret launch`,
    visibility: 'invite_only',
    tags: ['hushhush'],
    ...body,
  });
}

const invite = (brand: Actor, campaignId: string, creatorIds: string[], message?: string) =>
  rest(t, 'POST', `/api/campaigns/${campaignId}/invitations`, {
    token: brand.token,
    body: { creator_ids: creatorIds, message },
  });

/** Every way a caller can come upon a campaign: true where this one shows. */
async function waysIn(who: Actor, campaignId: string) {
  const ids = (list: { id: string }[]) => list.map((c) => c.id).includes(campaignId);
  const browse = await rest(t, 'GET', '/api/campaigns?limit=100', { token: who.token });
  const search = await rest(t, 'GET', `/api/campaigns?search=${HIDDEN_WORD}`, { token: who.token });
  // A word under 3 letters is read with LIKE, not the trigram index.
  const short = await rest(t, 'GET', '/api/campaigns?search=xo&limit=100', { token: who.token });
  const tag = await rest(t, 'GET', '/api/campaigns?tags=quixotag', { token: who.token });
  const called = await who.caller.campaigns.list({ search: HIDDEN_WORD });
  const detail = await rest(t, 'GET', `/api/campaigns/${campaignId}`, { token: who.token });
  const callerDetail = await who.caller.campaigns.get({ id: campaignId }).then(
    () => true,
    (e: Error & { code: string }) => {
      if (e.code !== 'NOT_FOUND') throw e;
      return false;
    },
  );
  return {
    browse: ids(browse.body.campaigns),
    search: ids(search.body.campaigns),
    searchTotal: search.body.total as number,
    shortSearch: ids(short.body.campaigns),
    tag: ids(tag.body.campaigns),
    tagTotal: tag.body.total as number,
    caller: ids(called.campaigns),
    callerTotal: called.total,
    detail: detail.status,
    callerDetail,
  };
}

describe('invite-only campaigns', () => {
  it('take visibility on create and edit; public is the default', async () => {
    const brand = await createBrand(t);
    const plain = await postCampaign(t, brand);
    expect(plain.visibility).toBe('public');
    const secret = await privateCampaign(brand);
    expect(secret.visibility).toBe('invite_only');
    const edited = await brand.caller.campaigns.update({ id: plain.id, visibility: 'invite_only' });
    expect(edited.campaign.visibility).toBe('invite_only');
    const back = await rest(t, 'PUT', `/api/campaigns/${plain.id}`, {
      token: brand.token,
      body: { visibility: 'public' },
    });
    expect(back.body.campaign.visibility).toBe('public');
    const bad = await rest(t, 'POST', '/api/campaigns', {
      token: brand.token,
      body: { title: 'X', description: 'Y', status: 'active', visibility: 'secret' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Visibility must be public or invite_only');
  });

  it('is absent every way in for other creators and brands, present for its brand, admins and invitees', async () => {
    const brand = await createBrand(t);
    // Words and a tag no other campaign of this file has, so every total is this campaign's alone.
    const campaign = await privateCampaign(brand, {
      title: `${HIDDEN_WORD} hidden launch`,
      tags: ['quixotag'],
    });
    const invitee = await createCreator(t);
    const stranger = await createCreator(t);
    const otherBrand = await createBrand(t);
    expect((await invite(brand, campaign.id, [invitee.user.id])).status).toBe(200);

    for (const who of [stranger, otherBrand]) {
      expect(await waysIn(who, campaign.id)).toEqual({
        browse: false,
        search: false,
        searchTotal: 0,
        shortSearch: false,
        tag: false,
        tagTotal: 0,
        caller: false,
        callerTotal: 0,
        detail: 404,
        callerDetail: false,
      });
    }
    for (const who of [brand, admin, invitee]) {
      expect(await waysIn(who, campaign.id)).toEqual({
        browse: true,
        search: true,
        searchTotal: 1,
        shortSearch: true,
        tag: true,
        tagTotal: 1,
        caller: true,
        callerTotal: 1,
        detail: 200,
        callerDetail: true,
      });
    }

    // Applying and reporting are "not found" too, and nothing was written.
    const applied = await rest(t, 'POST', '/api/applications', {
      token: stranger.token,
      body: { campaign_id: campaign.id },
    });
    expect(applied.status).toBe(404);
    await expect(stranger.caller.applications.create({ campaign_id: campaign.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const reported = await rest(t, 'POST', '/api/reports', {
      token: stranger.token,
      body: { report_type: 'fake', reported_campaign_id: campaign.id, reason: 'Looks like a scam to me' },
    });
    expect(reported.status).toBe(404);
    // Invitation calls of a campaign one cannot see are "not found" as well.
    expect((await invite(otherBrand, campaign.id, [stranger.user.id])).status).toBe(404);
    expect(
      (await rest(t, 'GET', `/api/campaigns/${campaign.id}/invitations`, { token: otherBrand.token })).status,
    ).toBe(404);
    expect(
      (await rest(t, 'POST', `/api/campaigns/${campaign.id}/invite-link`, { token: otherBrand.token }))
        .status,
    ).toBe(404);
    const mine = await rest(t, 'GET', '/api/invitations/my', { token: stranger.token });
    expect(mine.body.invitations).toEqual([]);
  });

  it('lets the invitee apply, which accepts the invitation; a public campaign turned private keeps its applicants', async () => {
    const brand = await createBrand(t);
    const campaign = await privateCampaign(brand);
    const creator = await createCreator(t);
    await invite(brand, campaign.id, [creator.user.id]);
    await apply(t, creator, campaign.id);
    const [row] = await t.db
      .select({ status: campaignInvitations.status })
      .from(campaignInvitations)
      .where(eq(campaignInvitations.campaignId, campaign.id));
    expect(row?.status).toBe('accepted');

    const open = await postCampaign(t, brand, { title: 'Open then closed' });
    const early = await createCreator(t);
    await apply(t, early, open.id);
    await brand.caller.campaigns.update({ id: open.id, visibility: 'invite_only' });
    expect((await rest(t, 'GET', `/api/campaigns/${open.id}`, { token: early.token })).status).toBe(200);
    expect(
      (await rest(t, 'GET', `/api/campaigns/${open.id}`, { token: (await createCreator(t)).token })).status,
    ).toBe(404);
  });
});

describe('invitations', () => {
  it('invite: owning brand, active campaign, 1-100 creators, message up to 1000; nothing new twice', async () => {
    const brand = await createBrand(t, { fullName: 'Glow Brand' });
    const campaign = await privateCampaign(brand);
    const [a, b, c] = [await createCreator(t), await createCreator(t), await createCreator(t)];
    await apply(t, c, (await postCampaign(t, brand)).id); // c applied elsewhere: no matter here

    const first = await invite(brand, campaign.id, [a.user.id, b.user.id], 'We love your reels');
    expect(first.status).toBe(200);
    expect(first.body.invited_count).toBe(2);
    expect(
      first.body.invitations.map((i: { creator_id: string; status: string }) => [i.creator_id, i.status]),
    ).toEqual([
      [a.user.id, 'pending'],
      [b.user.id, 'pending'],
    ]);
    const again = await brand.caller.invitations.invite({
      id: campaign.id,
      creator_ids: [a.user.id, c.user.id],
    });
    expect(again.invited_count).toBe(1);
    expect(again.invitations).toHaveLength(2);

    const notices = (await notificationsOf(t, a.user.id)).filter((n) => n.type === 'invitation');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('"We love your reels"');
    expect(notices[0]!.action_url).toBe('/creator-dashboard?tab=invitations');
    const mail = await t.db
      .select({ category: emailOutbox.category })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, a.user.id));
    expect(mail.length).toBeGreaterThanOrEqual(1);

    // Already applied: nothing new.
    const applicant = await createCreator(t);
    const open = await postCampaign(t, brand);
    await apply(t, applicant, open.id);
    const none = await invite(brand, open.id, [applicant.user.id]);
    expect(none.body.invited_count).toBe(0);
    expect(none.body.invitations).toEqual([]);
    expect((await notificationsOf(t, applicant.user.id)).filter((n) => n.type === 'invitation')).toEqual([]);

    expect((await invite(brand, campaign.id, [])).body.error).toContain(INVITATION_MESSAGES.creatorIds);
    const many = Array.from({ length: 101 }, () => a.user.id);
    expect((await invite(brand, campaign.id, many)).status).toBe(400);
    expect((await invite(brand, campaign.id, [a.user.id], 'x'.repeat(1001))).status).toBe(400);
    expect((await invite(brand, campaign.id, [brand.user.id])).status).toBe(404);
    expect((await invite(brand, campaign.id, ['no-such-creator'])).status).toBe(404);
    const draft = await postCampaign(t, brand, { status: 'draft' });
    const refused = await invite(brand, draft.id, [a.user.id]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(INVITATION_MESSAGES.campaignNotActive);
    expect(
      (
        await rest(t, 'POST', `/api/campaigns/${campaign.id}/invitations`, {
          token: a.token,
          body: { creator_ids: [b.user.id] },
        })
      ).status,
    ).toBe(403);
  });

  it('lists for the brand with status, for the creator with the campaign; the invitee declines once', async () => {
    const brand = await createBrand(t);
    const campaign = await privateCampaign(brand);
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const sent = await brand.caller.invitations.invite({ id: campaign.id, creator_ids: [creator.user.id] });
    const id = sent.invitations[0]!.id;

    const mine = await rest(t, 'GET', '/api/invitations/my', { token: creator.token });
    expect(mine.status).toBe(200);
    expect(mine.body.invitations).toHaveLength(1);
    expect(mine.body.invitations[0].campaign).toMatchObject({ id: campaign.id, visibility: 'invite_only' });

    expect((await rest(t, 'POST', `/api/invitations/${id}/decline`, { token: other.token })).status).toBe(
      404,
    );
    const declined = await rest(t, 'POST', `/api/invitations/${id}/decline`, { token: creator.token });
    expect(declined.body.invitation.status).toBe('declined');
    await expect(creator.caller.invitations.decline({ id })).rejects.toMatchObject({ code: 'CONFLICT' });

    const listed = await rest(t, 'GET', `/api/campaigns/${campaign.id}/invitations`, { token: brand.token });
    expect(listed.body.invitations.map((i: { status: string }) => i.status)).toEqual(['declined']);
    expect(listed.body.invite_link).toBeNull();
    expect((await rest(t, 'GET', '/api/invitations/my', { token: brand.token })).status).toBe(403);
  });

  it('concurrent invitations of the same creators make one row each and one notification', async () => {
    const brand = await createBrand(t);
    const campaign = await privateCampaign(brand);
    const creator = await createCreator(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => invite(brand, campaign.id, [creator.user.id])),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.reduce((n, a) => n + a.body.invited_count, 0)).toBe(1);
    const rows = await t.db
      .select()
      .from(campaignInvitations)
      .where(
        and(
          eq(campaignInvitations.campaignId, campaign.id),
          eq(campaignInvitations.creatorId, creator.user.id),
        ),
      );
    expect(rows).toHaveLength(1);
    expect((await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'invitation')).toHaveLength(
      1,
    );
  });
});

describe('invite links', () => {
  it('the brand makes one, again replaces it; a creator accepts once and sees the campaign', async () => {
    const brand = await createBrand(t);
    const campaign = await privateCampaign(brand);
    const made = await rest(t, 'POST', `/api/campaigns/${campaign.id}/invite-link`, { token: brand.token });
    expect(made.status).toBe(200);
    const { token, url } = made.body.invite_link;
    expect(url).toBe(`https://collab.example/i/${token}`);
    const replaced = await brand.caller.invitations.replaceLink({ id: campaign.id });
    expect(replaced.invite_link.token).not.toBe(token);
    const listed = await brand.caller.invitations.forCampaign({ id: campaign.id });
    expect(listed.invite_link).toEqual(replaced.invite_link);

    const creator = await createCreator(t);
    expect(
      (await rest(t, 'POST', `/api/invite-links/${token}/accept`, { token: creator.token })).status,
    ).toBe(404);
    expect((await rest(t, 'GET', `/api/campaigns/${campaign.id}`, { token: creator.token })).status).toBe(
      404,
    );
    const fresh = replaced.invite_link.token;
    const [one, two] = await Promise.all([
      rest(t, 'POST', `/api/invite-links/${fresh}/accept`, { token: creator.token }),
      creator.caller.invitations.acceptLink({ token: fresh }),
    ]);
    expect(one.status).toBe(200);
    expect(one.body.invitation.id).toBe(two.invitation.id);
    expect(one.body.invitation.status).toBe('pending');
    const third = await rest(t, 'POST', `/api/invite-links/${fresh}/accept`, { token: creator.token });
    expect(third.body.invitation.id).toBe(two.invitation.id);
    expect((await rest(t, 'GET', `/api/campaigns/${campaign.id}`, { token: creator.token })).status).toBe(
      200,
    );
    await apply(t, creator, campaign.id);
    const after = await brand.caller.invitations.forCampaign({ id: campaign.id });
    expect(after.invitations.map((i) => i.status)).toEqual(['accepted']);

    // Signed out: 401; a brand: 403; an unknown token: 404.
    expect((await rest(t, 'POST', `/api/invite-links/${fresh}/accept`)).status).toBe(401);
    expect((await rest(t, 'POST', `/api/invite-links/${fresh}/accept`, { token: brand.token })).status).toBe(
      403,
    );
    expect(
      (await rest(t, 'POST', '/api/invite-links/nope/accept', { token: (await createCreator(t)).token }))
        .status,
    ).toBe(404);
    expect(
      (await rest(t, 'POST', `/api/campaigns/${campaign.id}/invite-link`, { token: creator.token })).status,
    ).toBe(403);
  });
});
