import { request as requests, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { adminAccount, api, createAccount, type Account } from './api';
import { E2E_BASE_URL } from './env';

/** The status a sign-in with the account's password gets now: 200, or 403 while suspended. */
export async function loginStatus(account: Account) {
  const context = await requests.newContext({ baseURL: E2E_BASE_URL });
  try {
    const res = await context.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { origin: E2E_BASE_URL },
    });
    return res.status();
  } finally {
    await context.dispose();
  }
}

/** A toast with this text, a success (status) or an error (alert). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

/** A 1×1 PNG: an identity document the server accepts by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A paid campaign carried through to completion: brand creates, creator applies, is accepted, submits, is approved, brand completes. */
export async function completedPaidDeal(request: APIRequestContext, info: TestInfo, title: string) {
  const brand = await createAccount(request, info, 'brand', `Brand of ${title}`);
  const creator = await createAccount(request, info, 'influencer', `Creator of ${title}`);
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'One reel about the summer range',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['fashion', 'summer', 'reels'],
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The reel',
    links: ['https://www.instagram.com/reel/summer-range'],
  });
  await api(request, 'PUT', `/work-submissions/${submission.id}/review`, brand.token, { status: 'approved' });
  await api(request, 'POST', `/campaigns/${campaign.id}/complete`, brand.token);
  const { transactions } = await api(
    request,
    'GET',
    `/admin/transactions?limit=100`,
    await adminToken(request),
  );
  const transaction = transactions.find((t: { campaign_title: string }) => t.campaign_title === title);
  return { brand, creator, campaign, application, transaction };
}

/** A creator's saved payment details with a PAN document. */
export async function savedPaymentDetails(request: APIRequestContext, creator: Account, upi: string) {
  const { paymentDetails } = await api(request, 'POST', '/payments/user', creator.token, {
    pan_number: 'ABCDE1234F',
    aadhaar_number: '234567890123',
    upi_id: upi,
    account_holder_name: creator.fullName,
    account_number: '123456789012',
    ifsc_code: 'HDFC0001234',
    bank_name: 'HDFC Bank',
    consent_given: true,
  });
  const res = await request.post(`/api/payments/upload/${paymentDetails.id}`, {
    headers: { authorization: `Bearer ${creator.token}` },
    multipart: { kind: 'pan', document: { name: 'pan.png', mimeType: 'image/png', buffer: PNG } },
  });
  if (!res.ok()) throw new Error(`PAN upload -> ${res.status()}`);
  return paymentDetails;
}

/** A fresh session token of the configured admin. */
export const adminToken = async (request: APIRequestContext) => (await adminAccount(request)).token;

/**
 * A marketplace in which every admin tab has rows: a completed paid deal, the creator's payment
 * details, a report, a warning, a temporary suspension (its row offers Unsuspend, the widest row
 * button), a broadcast and a long contact message. `tag` keeps the names apart from other tests'.
 */
export async function seedAdminTables(request: APIRequestContext, info: TestInfo, tag: string) {
  const { creator, brand } = await completedPaidDeal(request, info, `Admin deal ${tag}`);
  await savedPaymentDetails(request, creator, `admin.${tag}@okicici`);
  await api(request, 'POST', '/reports', brand.token, {
    report_type: 'spam',
    reason: `Spam ${tag}`,
    reported_user_id: creator.id,
  });
  const admin = await adminToken(request);
  await api(request, 'POST', '/admin/suspensions', admin, {
    user_id: brand.id,
    suspension_type: 'warning',
    reason: 'Late replies',
  });
  await api(request, 'POST', '/admin/suspensions', admin, {
    user_id: creator.id,
    suspension_type: 'temporary',
    reason: 'Fake followers',
    expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  await api(request, 'POST', '/notifications/broadcast', admin, {
    title: `Hello ${tag}`,
    message: 'A broadcast for the history',
  });
  await api(request, 'POST', '/contact', undefined, {
    name: `Visitor ${tag}`,
    email: `visitor.${tag}@example.com`,
    subject: 'support',
    message: 'A long message that wraps in the table and is read in full in its dialog. '.repeat(5),
  });
}
