import { expect as baseExpect } from '@playwright/test';
import { completedPaidDeal, toast } from './admin-helpers';
import { adminAccount, api, newAccount } from './api';
import { axeAtBothWidths } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';
import { pdfDownload } from './pdf-download';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * docs/product.md#tax-invoices: a creator sets their state and GSTIN (checked as typed), a paid
 * collaboration's payout issues them a tax invoice they see in Earnings, and the admin opens the
 * Invoices and TDS tabs and downloads both CSV files.
 */
test('a creator sets state and GSTIN and gets an invoice; the admin downloads invoices and TDS', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const creator = await signedIn('creator', { fullName: `Invoice Creator ${tag}` });

  // 1. State and GSTIN on the profile, the GSTIN checked as it is typed.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Tax Details' }).click();
  await page.getByLabel('State or union territory').selectOption('29');
  const gstin = page.getByLabel('GSTIN (optional)');
  await gstin.fill('29ABCDE1234F1ZX');
  await expect(page.getByText('GSTIN check character (the last one) does not match')).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await gstin.fill('27ABCDE1234F1Z0');
  await expect(
    page.getByText('GSTIN is registered in Maharashtra (27), not in your state Karnataka (29)'),
  ).toBeVisible();
  await gstin.fill('29abcde1234f1zw');
  await expect(page.getByText('Valid GSTIN')).toBeVisible();
  await axeAtBothWidths(page, 'the profile with the tax details form');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByText('29ABCDE1234F1ZW')).toBeVisible();
  await expect(page.getByText('Karnataka (29)')).toBeVisible();

  // 2. A paid collaboration completed through the API: its payout issues the invoice.
  const brand = await newAccount(info, 'brand', `Invoice Brand ${tag}`);
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title: `Invoice Reels ${tag}`,
    description: 'One reel about our festive range.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['fashion'],
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The reel',
    links: ['https://www.instagram.com/reel/festive-range'],
  });
  await api(request, 'PUT', `/work-submissions/${submission.id}/review`, brand.token, { status: 'approved' });
  await api(request, 'POST', `/campaigns/${campaign.id}/complete`, brand.token);
  const { invoices } = await api(request, 'GET', '/invoices/my', creator.token);
  expect(invoices).toHaveLength(1);
  const number: string = invoices[0].number;
  expect(number).toMatch(/^CM\/\d{4}-\d{2}\/\d{5}$/);

  // 3. The creator sees it under Invoices in Earnings: CGST and SGST (same state as the platform).
  await page.goto(`${DASHBOARD.creator}?tab=earnings`);
  const table = page.getByRole('region', { name: 'Invoices' });
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row.getByText('Tax invoice')).toBeVisible();
  await expect(row.getByText('CGST ₹270 + SGST ₹270')).toBeVisible();
  await expect(row.getByRole('cell', { name: '₹3,540' })).toBeVisible();
  const pdf = row.getByRole('link', { name: `Download Tax invoice ${number} as PDF` });
  await expect(pdf).toHaveAttribute('href', `/api/invoices/${invoices[0].id}/pdf`);
  await pdfDownload(page, () => pdf.click());
  await axeAtBothWidths(page, 'Earnings with its Invoices section');

  // 4. The admin's Invoices tab lists it and downloads the year's CSV; the TDS tab its quarter's.
  const admin = await adminAccount(request);
  const adminPage = await (await browser.newContext()).newPage();
  await useSession(adminPage, admin);
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto(`${DASHBOARD.admin}?tab=invoices`);
  await expect(adminPage.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const adminRow = adminPage.getByRole('row').filter({ hasText: number });
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByText('29ABCDE1234F1ZW')).toBeVisible();
  const [invoiceCsv] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(invoiceCsv.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}\.csv$/);
  await axeAtBothWidths(adminPage, 'the admin Invoices tab');

  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto(`${DASHBOARD.admin}?tab=tds`);
  await expect(adminPage.getByRole('heading', { name: 'TDS', level: 1 })).toBeVisible();
  await expect(adminPage.getByLabel('Quarter')).toBeVisible();
  const [tdsCsv] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Download TDS CSV' }).click(),
  ]);
  expect(tdsCsv.suggestedFilename()).toMatch(/^tds-\d{4}-\d{2}-Q[1-4]\.csv$/);
  await axeAtBothWidths(adminPage, 'the admin TDS tab');

  // Both downloads are in the audit log.
  const invoiceAudit = await api(request, 'GET', '/admin/audit-log?action=invoices.export', admin.token);
  expect(invoiceAudit.entries.length).toBeGreaterThan(0);
  const tdsAudit = await api(request, 'GET', '/admin/audit-log?action=tds.export', admin.token);
  expect(tdsAudit.entries.length).toBeGreaterThan(0);
});

/**
 * docs/product.md#credit-note: an admin resolves a dispute with a refund; the creator's Invoices
 * show the credit note for the whole invoice, naming it, and its PDF downloads.
 */
test('a refund issues a credit note the creator reads and downloads', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const title = `Refund Reels ${info.workerIndex}${Date.now().toString(36)}`;
  const { brand, creator, application } = await completedPaidDeal(request, info, title);
  const { dispute } = await api(request, 'POST', '/disputes', brand.token, {
    application_id: application.id,
    reason: 'quality',
    details: 'The reel was not what we agreed on.',
  });
  const admin = await adminAccount(request);
  await api(request, 'PUT', `/admin/disputes/${dispute.id}`, admin.token, { resolution: 'refund' });
  const { invoices } = await api(request, 'GET', '/invoices/my', creator.token);
  const invoice = invoices.find((i: { kind: string }) => i.kind === 'invoice');
  const note = invoices.find((i: { kind: string }) => i.kind === 'credit_note');
  expect(note).toMatchObject({ refers_to: invoice.id, total: invoice.total });

  await useSession(page, creator);
  await page.goto(`${DASHBOARD.creator}?tab=earnings`);
  const row = page
    .getByRole('region', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: note.number });
  await expect(row.getByText('Credit note')).toBeVisible();
  await expect(row.getByText(`for ${invoice.number}`)).toBeVisible();
  await pdfDownload(page, () =>
    row.getByRole('link', { name: `Download Credit note ${note.number} as PDF` }).click(),
  );
});
