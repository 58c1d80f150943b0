import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Moderate rules held as firmly as serious ones: open menus once broke them (a modal menu hid the page
 * from screen readers; a menu portalled to the end of body sat outside every landmark), and they stay
 * fixed.
 */
const HELD_MODERATE = ['region', 'landmark-one-main', 'page-has-heading-one'];

const MODAL = '[role="dialog"][aria-modal="true"]';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (v: Violation) =>
  [
    `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
    ...v.nodes.map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s*\n\s*/g, '; ')}`),
  ].join('\n');

/**
 * Runs axe (every rule it enables by default) on the page, or only inside `include` (a CSS selector).
 * While a modal dialog is open only the dialogs are scanned: the page behind is inert, and page-wide
 * rules (a main landmark, a level-one heading) would fault the dialog for hiding it. Fails on any
 * serious or critical violation, and on the held moderate rules, listing each with the elements and
 * what to fix.
 */
export async function expectNoAxeViolations(
  page: Page,
  { label, include }: { label: string; include?: string },
) {
  const builder = new AxeBuilder({ page });
  const scope = include ?? ((await page.locator(MODAL).count()) > 0 ? MODAL : undefined);
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  const failing = violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || HELD_MODERATE.includes(v.id),
  );
  expect(failing.map(describe).join('\n'), `accessibility of ${label}`).toBe('');
}

/** axe on what is on screen at a phone's (375 px) and a desktop's (1280 px) width. */
export async function axeAtBothWidths(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await expectNoAxeViolations(page, { label: `${label} at ${width} px` });
  }
}
