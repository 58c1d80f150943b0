import fs from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';

/** The download a click starts, once its bytes are known to be a PDF. */
export async function pdfDownload(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return download;
}
