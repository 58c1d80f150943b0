import { expect, type Page } from '@playwright/test';
import { api, newAccount, submitSignIn } from './api';
import { axeAtBothWidths } from './axe';
import { test, useSession } from './fixtures';

/** docs/product.md#private-campaigns-and-invitations in the browser. */

const browseCard = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

test('a brand invites a creator from the Creator Profile to its invite-only campaign; only they see it, marked Invited, and apply', async ({
  page,
  browser,
  request,
}, info) => {
  // Three people, two browsers and six axe scans of full dashboards.
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const brand = await newAccount(info, 'brand', `Indigo Looms ${tag}`);
  const invitee = await newAccount(info, 'influencer', `Nila Creator ${tag}`);
  const stranger = await newAccount(info, 'influencer', `Ravi Creator ${tag}`);
  const open = `Open Call ${tag}`;
  const secret = `Secret Weaves ${tag}`;
  const body = { description: 'Reels of our handloom range.', status: 'active', collab_type: 'barter' };
  const { campaign: openCampaign } = await api(request, 'POST', '/campaigns', brand.token, {
    ...body,
    title: open,
  });
  const { campaign: secretCampaign } = await api(request, 'POST', '/campaigns', brand.token, {
    ...body,
    title: secret,
    visibility: 'invite_only',
  });
  // The invitee applied to the brand's public campaign, so the brand can open their profile.
  await api(request, 'POST', '/applications', invitee.token, { campaign_id: openCampaign.id });

  await useSession(page, brand);
  await page.goto('/brand-dashboard?tab=campaigns');
  const card = page.getByRole('article', { name: secret });
  await expect(card.getByText('Invite only')).toBeVisible();
  await expect(card.getByText('No creators invited yet.')).toBeVisible();

  await page.goto('/brand-dashboard?tab=applications');
  await page
    .getByRole('article', { name: `${invitee.fullName}, ${open}` })
    .getByRole('button', { name: 'View Profile' })
    .click();
  const profile = page.getByRole('dialog', { name: 'Creator Profile' });
  await profile.getByRole('button', { name: 'Invite to campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to campaign' });
  await dialog.getByLabel('Campaign').selectOption({ label: `${secret} (invite only)` });
  await axeAtBothWidths(page, 'the invite dialog');
  await dialog.getByLabel('Message (optional)').fill('We would love your take on our weaves.');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(`1 creator was invited to "${secret}".`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await profile.getByRole('button', { name: 'Close' }).first().click();

  await page.goto('/brand-dashboard?tab=campaigns');
  const invitations = page.getByRole('list', { name: `Invitations to ${secret}` });
  await expect(invitations.getByText(invitee.fullName)).toBeVisible();
  await expect(invitations.getByText('Invited')).toBeVisible();
  await axeAtBothWidths(page, 'the campaign card with its invitations');

  // The invitee: the invitation, then Browse with the campaign marked Invited, and applying.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await useSession(inviteePage, invitee);
  await inviteePage.goto('/creator-dashboard?tab=invitations');
  const invitation = inviteePage.getByRole('article', { name: `Invitation to ${secret}` });
  await expect(invitation.getByText('We would love your take on our weaves.')).toBeVisible();
  await axeAtBothWidths(inviteePage, 'the creator’s invitations');
  await invitation.getByRole('button', { name: `Accept and apply to ${secret}` }).click();
  const secretCard = browseCard(inviteePage, secret);
  await expect(secretCard.getByText('Invited', { exact: true })).toBeVisible();
  await secretCard.getByRole('button', { name: `Apply to ${secret}` }).click();
  await inviteePage.getByRole('button', { name: 'Send application' }).click();
  await expect(secretCard.getByRole('button', { name: `Applied to ${secret}` })).toBeVisible();
  await inviteePage.goto('/creator-dashboard?tab=invitations');
  await expect(invitation.getByText('Accepted')).toBeVisible();
  await inviteeContext.close();

  // Someone not invited finds the public campaign but never the private one.
  const strangerContext = await browser.newContext();
  const strangerPage = await strangerContext.newPage();
  await useSession(strangerPage, stranger);
  await strangerPage.goto(`/creator-dashboard?q=${encodeURIComponent(tag)}`);
  await expect(browseCard(strangerPage, open)).toBeVisible();
  await expect(browseCard(strangerPage, secret)).toHaveCount(0);
  await strangerContext.close();
  expect(secretCampaign.visibility).toBe('invite_only');
});

test('an invite link opened signed out leads through sign-in back to the campaign', async ({
  page,
  request,
}, info) => {
  const tag = Date.now().toString(36);
  const brand = await newAccount(info, 'brand', `Link Brand ${tag}`);
  const creator = await newAccount(info, 'influencer', `Link Creator ${tag}`);
  const title = `Linked Launch ${tag}`;
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'For creators we already know.',
    status: 'active',
    collab_type: 'barter',
    visibility: 'invite_only',
  });
  const { invite_link } = await api(request, 'POST', `/campaigns/${campaign.id}/invite-link`, brand.token);
  const path = new URL(invite_link.url).pathname;
  expect(path).toBe(`/i/${invite_link.token}`);

  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  await axeAtBothWidths(page, 'the sign-in page of an invite link');
  await submitSignIn(page, creator);
  await expect(page).toHaveURL(/\/creator-dashboard\?/);
  const card = browseCard(page, title);
  await expect(card.getByText('Invited', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Apply to ${title}` })).toBeVisible();
});
