import { expect as baseExpect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { seedAdminTables } from './admin-helpers';
import { test } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const unique = (info: TestInfo) => `${info.workerIndex}${Date.now().toString(36)}`;

/** Every admin tab with a table, and the table's name. */
const ADMIN_TABLES = [
  ['users', 'Creators'],
  ['brands', 'Brands'],
  ['campaigns', 'Campaigns'],
  ['commission', 'Transaction history'],
  ['reports', 'User reports'],
  ['suspensions', 'Suspensions'],
  ['payment-management', 'Payment details, masked'],
] as const;

/** The table's frame (its card), once it shows rows. */
async function tableOf(page: Page, tab: string, caption: string) {
  await page.goto(`/admin-dashboard?tab=${tab}`);
  const frame = page.getByRole('region', { name: caption, exact: true });
  await expect(frame.locator('tbody tr').first()).toBeVisible();
  return frame;
}

/** Whether `item` lies wholly inside `frame`'s box and the screen's width. */
async function whollyInside(item: Locator, frame: Locator) {
  const [i, f] = await Promise.all([item.boundingBox(), frame.boundingBox()]);
  const width = item.page().viewportSize()!.width;
  return !!i && !!f && i.x >= f.x - 0.5 && i.x + i.width <= Math.min(f.x + f.width, width) + 0.5;
}

test.describe('admin tables', () => {
  test('at 1280 px every column of every admin table is inside its card', async ({
    page,
    signedIn,
  }, info) => {
    await seedAdminTables(page.request, info, unique(info));
    await signedIn('admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [tab, caption] of ADMIN_TABLES) {
      const frame = await tableOf(page, tab, caption);
      const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect.soft(scrollWidth, `${tab}: the table is wider than its card`).toBeLessThanOrEqual(clientWidth);
      const last = frame.getByRole('columnheader').last();
      expect.soft(await whollyInside(last, frame), `${tab}: the last column is cut off`).toBe(true);
      await page.screenshot({ path: `/tmp/shots/layout/admin-${tab}-1280.png`, fullPage: true });
    }
  });

  test('at 375 px each table scrolls inside its card, keeping its first column in view', async ({
    page,
    signedIn,
  }, info) => {
    await seedAdminTables(page.request, info, unique(info));
    await signedIn('admin');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [tab, caption] of ADMIN_TABLES) {
      const frame = await tableOf(page, tab, caption);
      await expectNoSidewaysScroll(page);
      const scrolled = await frame.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
        return el.scrollLeft;
      });
      expect.soft(scrolled, `${tab}: the card does not scroll sideways`).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);

      // The first cell stays at the card's left edge, on top of the cells scrolled under it.
      const first = frame.locator('tbody tr').first().locator('td').first();
      const [cell, card] = await Promise.all([first.boundingBox(), frame.boundingBox()]);
      expect
        .soft(Math.abs(cell!.x - card!.x), `${tab}: the first column scrolled away`)
        .toBeLessThanOrEqual(2);
      const onTop = await first.evaluate((td) => {
        // Only a point on the screen can be hit: bring the row up, without scrolling the card.
        window.scrollBy(0, td.getBoundingClientRect().top - 100);
        const box = td.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && td.contains(hit);
      });
      expect.soft(onTop, `${tab}: the first column is covered`).toBe(true);
      await page.screenshot({ path: `/tmp/shots/layout/admin-${tab}-375.png`, fullPage: true });
    }
  });
});

test.describe('the public navbar at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a menu button opens How It Works, About, Contact and Sign In, from the mouse and the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    const button = banner.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expectNoSidewaysScroll(page);

    await button.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works');
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=signin');
    await expectNoSidewaysScroll(page);

    // Following a link closes the menu.
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Helping creators and brands grow together',
    );
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The keyboard: Enter opens, Escape closes and gives the focus back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'How It Works' })).not.toHaveAttribute('aria-current');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // Each public page draws its own bar: the URL changes while the old page (and its bar) is still
    // shown, so the test waits for the new page before it opens the new bar's menu.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.locator('#how-it-works-title')).toBeInViewport();
    await expect(menu).toBeHidden();
  });

  test('signed in, the menu holds the welcome line, the dashboard and Sign Out', async ({
    page,
    signedIn,
  }) => {
    const { email } = await signedIn('creator');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByText(`Welcome, ${email}`)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute(
      'href',
      '/creator-dashboard',
    );
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/shots/layout/navbar-menu-signed-in-375.png' });
    await menu.getByRole('link', { name: 'My Dashboard' }).click();
    await expect(page).toHaveURL(/\/creator-dashboard$/);
  });
});

/** Every tab of the strip can be seen: all fit, or the strip fades the edge with more and shows the chosen one. */
async function expectStripUsable(strip: Locator, selected: Locator) {
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => whollyInside(selected, strip), 'the selected tab is cut off').toBe(true);
  const overflows = await strip.evaluate((el) => el.scrollWidth > el.clientWidth);
  if (overflows) {
    // The edge with more tabs is faded: the strip says it goes on.
    const mask = await strip.evaluate((el) => getComputedStyle(el).maskImage);
    expect(mask, 'the strip is cut off with no cue').toContain('gradient');
  } else {
    for (const tab of await strip.getByRole('tab').all())
      expect(await whollyInside(tab, strip), 'a tab is cut off').toBe(true);
  }
}

test('a desktop window narrowed to a phone gets the menu button, which loads and opens the menu', async ({
  page,
}) => {
  // The phone menu is a chunk of its own, loaded only at phone widths (docs/decisions/043).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Menu' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 740 });
  await banner.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=signin');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(banner.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(menu).toHaveCount(0);
});

/** Taps a tab where it is, without the test scrolling it into view first (as a finger on a half-hidden tab). */
const tap = (tab: Locator) => tab.dispatchEvent('click');

test.describe('tab strips at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the brand dashboard's tabs: the one opened from a link is in view, a half-hidden one comes into view", async ({
    page,
    signedIn,
  }) => {
    await signedIn('brand');
    await page.goto('/brand-dashboard?tab=create');
    const strip = page.getByRole('tablist', { name: 'Brand dashboard' });
    await expectStripUsable(strip, strip.getByRole('tab', { name: 'Create New Campaign' }));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/shots/layout/brand-tabs-375.png' });
    for (const name of ['Overview', 'Applications', 'Create New Campaign']) {
      const tab = strip.getByRole('tab', { name });
      await tap(tab);
      await expectStripUsable(strip, tab);
    }
  });

  test('the admin analytics sub-tabs and the creator dashboard tabs can all be reached', async ({
    page,
    signedIn,
  }) => {
    await signedIn('admin');
    await page.goto('/admin-dashboard?tab=analytics');
    const sections = page.getByRole('tablist', { name: 'Analytics sections' });
    await expectStripUsable(sections, sections.getByRole('tab', { name: 'Overview' }));
    await page.screenshot({ path: '/tmp/shots/layout/analytics-tabs-375.png' });
    for (const name of ['Transactions', 'Users', 'Overview', 'Reports']) {
      const tab = sections.getByRole('tab', { name });
      await tap(tab);
      await expectStripUsable(sections, tab);
    }
    await expectNoSidewaysScroll(page);

    await page.context().clearCookies();
    await signedIn('creator');
    await page.goto('/creator-dashboard?tab=payment');
    const creatorTabs = page.getByRole('tablist', { name: 'Creator dashboard' });
    await expectStripUsable(creatorTabs, creatorTabs.getByRole('tab', { name: 'Payment Details' }));
    await tap(creatorTabs.getByRole('tab', { name: 'Browse' }));
    await expectStripUsable(creatorTabs, creatorTabs.getByRole('tab', { name: 'Browse' }));
  });
});
