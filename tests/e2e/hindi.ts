import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import i18next from 'i18next';
import hindi from '@shared/i18n/hindi';
import { translateMessage } from '@shared/i18n/messages';
import hiAdmin from '@client/i18n/hi/admin';
import hiApp from '@client/i18n/hi/app';
import hiPublic from '@client/i18n/hi/public';

/*
 * The Hindi the screens must show, read from the catalogues themselves: a test fails if a screen
 * shows English (or a key) where the Hindi catalogue has a text (docs/product.md#languages).
 */
const catalogues = i18next.createInstance();
void catalogues.init({
  lng: 'hi',
  resources: { hi: { public: hiPublic, app: hiApp, admin: hiAdmin } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

const DEVANAGARI = /[\u0900-\u097F]/;
const inHindi = (text: string) => {
  expect(text, `"${text}" is in Hindi`).toMatch(DEVANAGARI);
  return text;
};

export const hiPublicT = catalogues.getFixedT('hi', 'public');
export const hiAppT = catalogues.getFixedT('hi', 'app');
export const hiAdminT = catalogues.getFixedT('hi', 'admin');

/** A message the server or a shared schema writes in English, as it reads in Hindi. */
export const hiMessage = (english: string) => inHindi(translateMessage(english, hindi));

/** Switches the page to Hindi from the header's language switch. */
export async function chooseHindi(page: Page) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
}

export const SHOTS = 'test-results/hindi';

/** A full-page screenshot at the page's size, kept to be looked at for text that overflows or is cut. */
export async function keepScreenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
