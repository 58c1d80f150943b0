import {
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './env';
import { uniqueEmail } from './helpers';

export type Account = { email: string; password: string; fullName: string; token: string; id: string };

/** A REST call with a bearer token: the way tests set up data without clicking through screens. */
export async function api<T = any>(
  request: APIRequestContext,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    // A context that signed up once holds a session cookie; the Origin header lets its next
    // cookie-carrying call pass the server's same-origin check.
    headers: token ? { authorization: `Bearer ${token}` } : { origin: E2E_BASE_URL },
    data: body,
  });
  const json = await res.json().catch(() => undefined);
  if (!res.ok()) throw new Error(`${method} ${path} -> ${res.status()}: ${JSON.stringify(json)}`);
  return json as T;
}

/** A new creator or brand account made through the API. */
export async function createAccount(
  request: APIRequestContext,
  info: TestInfo,
  userType: 'influencer' | 'brand',
  fullName = userType === 'brand' ? 'Test Brand' : 'Test Creator',
): Promise<Account> {
  const email = uniqueEmail(userType, info);
  const password = 'collab-e2e-pass';
  const res = await api(request, 'POST', '/auth/register', undefined, {
    email,
    password,
    full_name: fullName,
    user_type: userType,
  });
  return { email, password, fullName, token: res.token, id: res.user.id };
}

/**
 * A new creator or brand account registered from a request context of its own: registering sets a
 * session cookie in the context, and a later cookie-carrying registration from the same context
 * would be refused as cross-site.
 */
export async function newAccount(info: TestInfo, userType: 'influencer' | 'brand', fullName?: string) {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    return await createAccount(context, info, userType, fullName);
  } finally {
    await context.dispose();
  }
}

export async function adminAccount(request: APIRequestContext): Promise<Account> {
  const res = await api(request, 'POST', '/auth/login', undefined, E2E_ADMIN);
  return { ...E2E_ADMIN, fullName: res.user.full_name, token: res.token, id: res.user.id };
}

/** Fills the sign-in tab already open on `page` with `account` and sends it. */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs `page` in through the sign-in form and waits for the dashboard it lands on. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth?tab=signin');
  await submitSignIn(page, account);
  await page.waitForURL(/-dashboard/);
}

export type Deal = { brand: Account; creator: Account; applicationId: string; title: string };

/**
 * A new brand's active campaign a new creator applied to, accepted unless `accept: false`: a
 * conversation between the two (the application's id is the conversation's).
 */
export async function deal(
  request: APIRequestContext,
  info: TestInfo,
  { accept = true, title = 'Tea Reels' } = {},
): Promise<Deal> {
  const tag = Date.now().toString(36);
  const brand = await newAccount(info, 'brand', `Chai Brand ${tag}`);
  const creator = await newAccount(info, 'influencer', `Asha Creator ${tag}`);
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title: `${title} ${tag}`,
    description: 'Short videos about our new tea range.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['food'],
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  if (accept)
    await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  return { brand, creator, applicationId: application.id, title: campaign.title };
}

/**
 * A creator's application to `campaignId`, accepted, with work sent (`link`) and approved by the
 * brand: a collaboration whose reviews, disputes and payout are open.
 */
export async function approvedWork(
  request: APIRequestContext,
  {
    brand,
    creator,
    campaignId,
    link,
  }: { brand: Account; creator: Account; campaignId: string; link: string },
) {
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaignId,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The reel',
    links: [link],
  });
  await api(request, 'PUT', `/work-submissions/${submission.id}/review`, brand.token, { status: 'approved' });
  return { applicationId: application.id as string, submissionId: submission.id as string };
}

let utrs = 0;
/**
 * A UTR no other test of this run has used (the server refuses one used anywhere before): the
 * worker, a count within it and the time, 12 to 22 letters and digits as a UTR is.
 */
export const uniqueUtr = (info: TestInfo) =>
  `E2E${info.workerIndex}X${++utrs}X${Date.now().toString(36)}`.toUpperCase().slice(0, 22).padEnd(12, '0');

/**
 * The brand's money for a paid campaign, claimed with `utr` and confirmed by the admin: held by the
 * platform, so its creators' payouts can be paid (docs/product.md#funding).
 */
export async function fundedCampaign(
  request: APIRequestContext,
  {
    brandToken,
    adminToken,
    campaignId,
    utr,
  }: { brandToken: string; adminToken: string; campaignId: string; utr: string },
) {
  await api(request, 'POST', `/campaigns/${campaignId}/funding`, brandToken, { utr });
  const { fundings } = await api(
    request,
    'GET',
    '/admin/fundings?status=awaiting_confirmation&limit=100',
    adminToken,
  );
  const claim = fundings.find((f: { campaign_id: string }) => f.campaign_id === campaignId);
  await api(request, 'POST', `/admin/fundings/${claim.id}/confirm`, adminToken);
}
