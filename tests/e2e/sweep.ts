import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const loading = (page: Page) =>
  page.locator('[aria-busy="true"], [role="status"][aria-label^="Loading"]').filter({ visible: true });

/** The screen has drawn: a level-one heading, and nothing still loading. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
}

/** Path segments that are ids, so /admin/reports/:id is one route however many reports link to it. */
const routeOf = (url: URL) =>
  url.pathname
    .split('/')
    .map((s) => (/\d/.test(s) && s.length >= 12 ? ':id' : s))
    .join('/') + (url.searchParams.get('tab') ? `?tab=${url.searchParams.get('tab')}` : '');

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Walks what a person (signed in or not) can reach: from the start URLs, every same-site link found on
 * a screen or in an open menu, every tab of each screen (`role="tab"`, nested ones too), and every
 * menu, popover or disclosure button (`aria-haspopup`, `aria-expanded`); axe scans each screen, and
 * each menu while open. Nothing is listed by hand, so screens, tabs and menus added later are covered.
 */
export class Sweep {
  private queue: string[];
  private queued = new Set<string>();
  private scanned = new Set<string>();
  private menus = new Set<string>();

  constructor(
    private page: Page,
    private label: string,
    start: string[],
  ) {
    this.queue = [...start];
    for (const url of start) this.queued.add(routeOf(new URL(url, 'http://x')));
  }

  /** Visits everything reachable; returns what it scanned. */
  async run() {
    for (let url = this.queue.shift(); url !== undefined; url = this.queue.shift()) {
      await this.page.goto(url);
      await settled(this.page);
      await this.screen(new Set(), []);
    }
    return { screens: [...this.scanned], menus: [...this.menus] };
  }

  /** What the screen shows: its route and the tabs selected on it. */
  private async key() {
    const selected = await this.page.locator('[role="tab"][aria-selected="true"]').allTextContents();
    const route = routeOf(new URL(this.page.url()));
    return selected.length > 0 ? `${route.replace(/\?.*/, '')} [${selected.join(' / ')}]` : route;
  }

  private async screen(tabsDone: Set<string>, outer: string[]) {
    const key = await this.key();
    if (!this.scanned.has(key)) {
      this.scanned.add(key);
      await expectNoAxeViolations(this.page, { label: `${this.label}: ${key}` });
      await this.openMenus(key);
    }
    await this.collectLinks();
    await this.visitTabs(tabsDone, outer);
  }

  /** Each tab once, depth first: the tabs a tab's panel brings (not those around it) before its next sibling. */
  private async visitTabs(done: Set<string>, outer: string[]) {
    const names = (await this.page.getByRole('tab').allTextContents()).filter((n) => !outer.includes(n));
    for (const name of names) {
      const tab = this.page
        .getByRole('tab')
        .filter({ hasText: exactly(name) })
        .first();
      if (done.has(name) || !(await tab.isVisible())) continue;
      done.add(name);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await settled(this.page);
      await this.screen(done, [...outer, ...names]);
    }
  }

  /**
   * Opens each kind of menu and popover once (one row's Actions menu stands for every row's), and the
   * first disclosure of a screen (one FAQ answer stands for the others); scans each open, closes it.
   */
  private async openMenus(where: string) {
    const buttons = this.page
      .locator('button[aria-haspopup]:not([role="tab"]), button[aria-expanded]:not([role="tab"])')
      .filter({ visible: true });
    const kinds = await buttons.evaluateAll(
      (els, screen) =>
        els.map((e) => {
          const name = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().split(/[\s,]/)[0];
          if (e.hasAttribute('aria-haspopup')) return `menu ${name}`;
          return e.id.includes('popover') ? `popover ${name}` : `disclosure on ${screen}`;
        }),
      where,
    );
    for (const [i, kind] of kinds.entries()) {
      if (this.menus.has(kind)) continue;
      this.menus.add(kind);
      const button = buttons.nth(i);
      if ((await button.getAttribute('aria-expanded')) === 'true') continue;
      // A click can land while its list draws again (a live refresh): click again until it opens.
      await expect(async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(loading(this.page)).toHaveCount(0);
      await expectNoAxeViolations(this.page, { label: `${this.label}: ${where}, ${kind} open` });
      await this.collectLinks();
      await closeMenu(this.page, button);
    }
  }

  private async collectLinks() {
    const here = new URL(this.page.url());
    const hrefs = await this.page
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      // Only the app's own screens: not the API, its reference, downloads or files.
      if (url.origin !== here.origin || !url.protocol.startsWith('http')) continue;
      if (url.pathname.startsWith('/api') || /\.\w+$/.test(url.pathname)) continue;
      const route = routeOf(url);
      if (this.queued.has(route)) continue;
      this.queued.add(route);
      this.queue.push(url.pathname + url.search);
    }
  }
}

/** Escape closes a menu or popover; a disclosure closes on a second click. */
async function closeMenu(page: Page, button: Locator) {
  await page.keyboard.press('Escape');
  if ((await button.getAttribute('aria-expanded')) === 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

/**
 * A dialog and how to open it: a button on a screen (after choosing a tab, or whatever `prepare`
 * does), or `open` for a dialog another control opens (a select's change, named by `what`), and
 * maybe a second dialog opened by a button inside it.
 */
export type DialogOpener = {
  on: string;
  tab?: string;
  prepare?: (page: Page) => Promise<unknown>;
  /** A button in the dialog that opens another, titled the same as the button. */
  then?: string;
} & ({ button: string | RegExp } | { open: (page: Page) => Promise<unknown>; what: string });

/** Opens each dialog, scans it (and the one opened from it) while open, and closes it with Escape. */
export async function scanDialogs(page: Page, label: string, openers: DialogOpener[]) {
  for (const opener of openers) {
    const { on, tab, prepare, then } = opener;
    await page.goto(on);
    await settled(page);
    if (tab) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await settled(page);
    }
    await prepare?.(page);
    if ('open' in opener) await opener.open(page);
    else {
      const button = page.getByRole('button', { name: opener.button }).first();
      await expect(button).toBeVisible();
      await button.click();
    }
    const of = 'open' in opener ? opener.what : String(opener.button);
    const what = `${label}: ${on}${tab ? ` [${tab}]` : ''}, the dialog of ${of}`;
    await scanOpenDialog(page, what);
    if (then) {
      await page.getByRole('dialog').getByRole('button', { name: then, exact: true }).click();
      await scanOpenDialog(page, `${what}, then ${then}`, then);
    }
    // Escape closes the top dialog; closing one opened from another may bring the first back.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
  }
}

async function scanOpenDialog(page: Page, label: string, title?: string) {
  // The dialog element has no box of its own (its panel is fixed-positioned): its heading shows it.
  const heading = page.getByRole('dialog').getByRole('heading', title ? { name: title } : {});
  await expect(heading.first()).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await expectNoAxeViolations(page, { label });
}
