import { expect as baseExpect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CONVERSATION_MESSAGES, FLAG_NOTICE } from '@shared/conversations';
import { api, deal, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { test, useSession } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

// Two browsers and a server share two cores while these run: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

const send = (request: APIRequestContext, from: Account, applicationId: string, body: string) =>
  api(request, 'POST', `/conversations/${applicationId}/messages`, from.token, { body });

/** A second browser (its own cookies), signed in as `account`. */
async function otherBrowser(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, account);
  return page;
}

const log = (page: Page) => page.getByRole('log');
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message to / });
const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
const openConversation = (page: Page, applicationId: string) =>
  page.goto(`/messages?conversation=${applicationId}`);

test('a creator and a brand write to each other, and each sees the other’s message arrive without reloading', async ({
  page,
  browser,
  request,
}, info) => {
  const { brand, creator, applicationId, title } = await deal(request, info);
  await useSession(page, creator);
  const brandPage = await otherBrowser(browser, brand);

  // The creator starts from their application's Message button.
  await page.goto('/creator-dashboard?tab=applications');
  await page.getByRole('link', { name: `Message ${brand.fullName} about ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?conversation=${applicationId}`));
  await expect(page.getByRole('heading', { level: 2, name: brand.fullName })).toBeVisible();
  await expect(page).toHaveTitle(`${brand.fullName} · Messages · Collab Marketplace`);

  // The brand waits on the Messages screen with no conversation open.
  await brandPage.goto('/messages');
  await expect(brandPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await composer(page).fill('Hello! When do you need the first reel?');
  await composer(page).press('Enter');
  await expect(log(page)).toContainText('Hello! When do you need the first reel?');
  await expect(composer(page)).toHaveValue('');

  // The brand's list and badge change by themselves; opening the conversation reads it.
  const nav = brandPage.getByRole('navigation', { name: 'Conversations' });
  await expect(nav.getByRole('link', { name: new RegExp(creator.fullName) })).toContainText(
    'Hello! When do you need the first reel?',
  );
  await expect(messagesLink(brandPage)).toHaveAccessibleName('Messages, 1 unread');
  await nav.getByRole('link', { name: new RegExp(creator.fullName) }).click();
  await expect(nav.getByRole('link', { name: new RegExp(creator.fullName) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(log(brandPage)).toContainText('Hello! When do you need the first reel?');
  await expect(messagesLink(brandPage)).toHaveAccessibleName('Messages');

  // The brand answers over two lines (Shift+Enter), with a link; the creator sees it arrive.
  await composer(brandPage).fill('By Friday, please.');
  await composer(brandPage).press('Shift+Enter');
  await composer(brandPage).pressSequentially('Brief: https://example.com/brief');
  await brandPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log(page)).toContainText('By Friday, please.\nBrief: https://example.com/brief');
  await expect(log(page).getByText('By Friday, please.')).toBeInViewport();
  const link = log(page).getByRole('link', { name: 'https://example.com/brief' });
  await expect(link).toHaveAttribute('href', 'https://example.com/brief');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // Each side's own message sits on the right.
  await expect(log(page).locator('li[data-own="true"]')).toContainText('Hello! When do you need');
  await expect(log(page).locator('li[data-own="false"]')).toContainText('By Friday, please.');

  // Markup is shown as typed, never run or rendered.
  await composer(page).fill('<b>bold</b> <img src=x onerror="window.pwned=1">');
  await composer(page).press('Enter');
  await expect(log(brandPage)).toContainText('<b>bold</b> <img src=x onerror="window.pwned=1">');
  expect(await brandPage.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await brandPage.context().close();
});

test('the header badge counts unread messages live, and the composer keeps to the shared rules', async ({
  page,
  request,
}, info) => {
  const { brand, creator, applicationId } = await deal(request, info);
  await useSession(page, brand);
  await page.goto('/brand-dashboard');
  await expect(messagesLink(page)).toHaveAccessibleName('Messages');

  await send(request, creator, applicationId, 'First question');
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 1 unread');
  await send(request, creator, applicationId, 'Second question');
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 2 unread');
  await expect(page.getByTestId('messages-badge')).toHaveText('2');

  await messagesLink(page).click();
  await page.getByRole('link', { name: new RegExp(creator.fullName) }).click();
  await expect(log(page)).toContainText('Second question');
  await expect(page.getByTestId('messages-badge')).toHaveCount(0);

  // Only spaces: the shared schema's message, nothing sent.
  await composer(page).fill('   ');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(CONVERSATION_MESSAGES.empty)).toBeVisible();
  // Over 2,000 characters: the counter turns and the schema refuses it.
  await composer(page).fill('a'.repeat(2001));
  await expect(page.getByText('2,001/2,000')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(CONVERSATION_MESSAGES.tooLong)).toBeVisible();
  await expect(log(page).locator('li')).toHaveCount(2);
});

test('a message with contact details shows, to both sides, why talk and payment stay here', async ({
  page,
  request,
}, info) => {
  const { brand, creator, applicationId } = await deal(request, info);
  await send(request, creator, applicationId, 'Nice to meet you');
  await send(request, creator, applicationId, 'Call me on 98765 43210 instead');
  for (const account of [creator, brand]) {
    await useSession(page, account);
    await openConversation(page, applicationId);
    const flagged = log(page).locator('li').filter({ hasText: 'Call me on 98765 43210' });
    await expect(flagged).toContainText(FLAG_NOTICE);
    await expect(flagged.getByRole('link', { name: 'Read the terms' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(log(page).locator('li').filter({ hasText: 'Nice to meet you' })).not.toContainText(
      FLAG_NOTICE,
    );
  }
});

test('older messages load when the conversation is scrolled to the top, keeping the place', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { brand, creator, applicationId } = await deal(request, info);
  // Sixty messages, each side sending thirty (within the limit of thirty a minute).
  for (let i = 1; i <= 60; i++) {
    await send(request, i % 2 ? creator : brand, applicationId, `Note ${String(i).padStart(2, '0')}`);
  }
  await useSession(page, creator);
  await openConversation(page, applicationId);
  await expect(log(page)).toContainText('Note 60');
  await expect(log(page).locator('li')).toHaveCount(50);
  await expect(log(page).getByText('Note 60')).toBeInViewport();
  await expect(log(page).getByText('Note 10', { exact: true })).toHaveCount(0);

  const scroller = page.getByTestId('message-scroller');
  await scroller.evaluate((el) => (el.scrollTop = 0));
  await expect(log(page).locator('li')).toHaveCount(60);
  await expect(log(page).locator('li').first()).toContainText('Note 01');
  // What was at the top before (Note 11) is still in view: the older page went above it.
  await expect(log(page).getByText('Note 11', { exact: true })).toBeInViewport();
  await expect(log(page).getByText('Note 01', { exact: true })).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
});

test('a conversation rejected while open turns read-only at once and stays readable', async ({
  page,
  request,
}, info) => {
  const { brand, creator, applicationId } = await deal(request, info, { accept: false });
  await send(request, creator, applicationId, 'Happy to share more samples');
  await useSession(page, creator);
  await openConversation(page, applicationId);
  await expect(log(page)).toContainText('Happy to share more samples');
  await composer(page).fill('One more idea for you');

  // The rejection reaches the open page live: the box gives way to the reason, without a reload.
  // (A send that races the rejection gets the server's 409 and its reason: conversations.test.ts.)
  await api(request, 'PUT', `/applications/${applicationId}`, brand.token, { status: 'rejected' });
  await expect(page.getByText(CONVERSATION_MESSAGES.rejected)).toBeVisible();
  await expect(composer(page)).toHaveCount(0);

  await page.reload();
  await expect(log(page)).toContainText('Happy to share more samples');
  await expect(log(page)).not.toContainText('One more idea for you');
  await expect(page.getByText(CONVERSATION_MESSAGES.rejected)).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
});

test('an admin opens a flagged conversation from the notification, read-only', async ({
  page,
  request,
  signedIn,
}, info) => {
  const { creator, applicationId } = await deal(request, info);
  for (const n of ['one', 'two', 'three']) {
    await send(request, creator, applicationId, `Pay me at asha.${n}@okicici`);
  }
  await signedIn('admin');
  await page.goto('/admin-dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('button').filter({ hasText: creator.fullName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?conversation=${applicationId}`));
  await expect(log(page)).toContainText('Pay me at asha.three@okicici');
  await expect(page.getByText('You are viewing as an administrator; this read is recorded.')).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`Messages passes axe at ${width} px, with the list and with a conversation open`, async ({
    page,
    request,
  }, info) => {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    const { brand, creator, applicationId } = await deal(request, info);
    await send(request, creator, applicationId, 'Hello, see https://example.com/portfolio');
    await send(request, brand, applicationId, 'Thanks! My number is 98765 43210');
    await useSession(page, creator);

    await page.goto('/messages');
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    await expectNoAxeViolations(page, { label: `Messages list at ${width}` });
    await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: new RegExp(brand.fullName) }).click();
    await expect(log(page)).toContainText('98765 43210');
    await expectNoAxeViolations(page, { label: `a conversation at ${width}` });
    await expectNoSidewaysScroll(page);

    if (width < 640) {
      // One pane at a time: the list gave way, focus went to the conversation, Back returns.
      await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: brand.fullName })).toBeFocused();
      await page.getByRole('link', { name: 'Back to conversations' }).click();
      await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    } else {
      await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    }
  });
}
