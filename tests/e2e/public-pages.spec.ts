import fs from 'node:fs';
import { expect } from '@playwright/test';
import { adminAccount, api } from './api';
import { expectNoAxeViolations } from './axe';
import { expectNoSidewaysScroll, uniqueEmail } from './helpers';
import { test } from './fixtures';

const SHOTS = '/tmp/shots';

/** The tRPC error body the web client would get from the server, for answers the tests fake. */
const trpcError = (httpStatus: number, code: string, message: string) =>
  JSON.stringify([{ error: { message, code: -32000, data: { code, httpStatus } } }]);

test.describe('landing page', () => {
  test('shows every section, the copy as written and the join buttons, without loading any dashboard', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Where creators and brands collaborate directly' }),
    ).toBeVisible();
    await expect(
      page.getByText('No middlemen, no platform fees: creators keep 100% of their earnings.'),
    ).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Join as Influencer' })).toHaveAttribute(
      'href',
      '/auth?tab=signup&user_type=influencer',
    );
    await expect(main.getByRole('link', { name: 'Join as Brand' })).toHaveAttribute(
      'href',
      '/auth?tab=signup&user_type=brand',
    );
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=signin');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    for (const id of ['how-it-works', 'for-influencers', 'for-brands'])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    const steps = page.locator('#how-it-works li');
    await expect(steps).toHaveCount(3);
    for (const step of ['Create your profile', 'Explore and connect', 'Collaborate and grow']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    for (const heading of [
      'Loved by creators and brands',
      'Frequently asked questions',
      'Ready to start collaborating?',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('figure')).toHaveCount(3);

    // Routes are split: the first screen does not download dashboard code.
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /dashboard/i.test(url))).toEqual([]);
    // Nor the API's clients: the page calls no procedure (docs/decisions/094-…).
    const clients = () => scripts.filter((url) => /\/assets\/(trpc|data-providers)-/.test(url));
    expect(clients()).toEqual([]);
    // They come with the first screen that calls it: the sign-in form.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(clients().length).toBeGreaterThan(0);
  });

  test('the footer links to the public pages, the landing sections and the social networks', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs: Record<string, string> = {
      'About Us': '/about',
      Contact: '/contact',
      'Privacy Policy': '/privacy-policy',
      'Terms of Service': '/terms-of-service',
      'How It Works': '/#how-it-works',
      'For Influencers': '/#for-influencers',
      'For Brands': '/#for-brands',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const network of ['Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.getByRole('link', { name: 'YouTube (coming soon)' })).toHaveAttribute('href', '#');

    await footer.getByRole('link', { name: 'For Brands', exact: true }).click();
    await expect(page).toHaveURL(/\/#for-brands$/);
    await expect(
      page.getByRole('heading', { name: 'Find creators who speak to your customers' }),
    ).toBeInViewport();

    await footer.getByRole('link', { name: 'How It Works', exact: true }).click();
    await expect(page.locator('#how-it-works h2')).toBeInViewport();

    // From another page, a section anchor returns to the landing page at that section.
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'For Influencers' }).click();
    await expect(page).toHaveURL(/\/#for-influencers$/);
    await expect(
      page.getByRole('heading', { name: 'Turn your content into collaborations' }),
    ).toBeInViewport();
  });

  test('the FAQ opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/');
    // Once the page is shown, the first Tab offers a way past the navigation.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    const questions = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button');
    await expect(questions).toHaveCount(4);
    for (const q of await questions.all()) await expect(q).toHaveAttribute('aria-expanded', 'false');

    const first = questions.first();
    const answer = page.getByText('Creators must be at least 18 years old.');
    await first.focus();
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    // Tab moves on to the next question, which opens the same way.
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('In a barter campaign you receive')).toBeVisible();
  });

  test('a signed-in user sees the welcome line, Sign Out and a logo and buttons that lead to their dashboard', async ({
    page,
    signedIn,
  }) => {
    const { email } = await signedIn('creator', { fullName: 'Riya Landing' });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText(`Welcome, ${email}`)).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByText('Welcome back, Riya Landing!')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Join as Influencer' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Collab Marketplace' })).toHaveAttribute(
      'href',
      '/creator-dashboard',
    );

    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Join as Creator' })).toHaveAttribute(
      'href',
      '/creator-dashboard',
    );
    await expect(page.getByRole('link', { name: 'Partner as Brand' })).toHaveAttribute(
      'href',
      '/creator-dashboard',
    );

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Join as Influencer' })).toBeVisible();
  });
});

test('the About page has its sections and its buttons lead a visitor to sign up', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Helping creators and brands grow together',
  );
  for (const eyebrow of ['Who We Are', 'Our Story', 'What We Offer', 'How It Works', 'Our Team']) {
    await expect(page.getByRole('main').getByText(eyebrow, { exact: true })).toBeVisible();
  }
  for (const heading of [
    'For creators',
    'For brands',
    'Sign up',
    'Create or join a campaign',
    'Collaborate',
    'Get paid',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Logos shown here are placeholders.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join our community' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Instagram (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');

  await expect(page.getByRole('link', { name: 'Join as Creator' })).toHaveAttribute(
    'href',
    '/auth?tab=signup&user_type=influencer',
  );
  await page.getByRole('link', { name: 'Partner as Brand' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&user_type=brand$/);
  await expect(page.getByLabel('Brand/Business')).toBeChecked();
});

test.describe('contact page', () => {
  test('validates with the documented messages, clears them on edit, and sends a message the admins can read', async ({
    page,
    request,
  }, info) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Follow Us' })).toBeVisible();

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Please select a subject',
      'Message is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Name').fill('Asha Contact');
    await expect(page.getByText('Name is required')).toBeHidden();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Email is required')).toBeHidden();
    await send.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please select a subject')).toBeVisible();

    const subject = page.getByLabel('Subject');
    await expect(subject.locator('option')).toHaveText([
      'Select a subject',
      'General Inquiry',
      'Technical Support',
      'Partnership',
      'Feedback',
    ]);
    const email = uniqueEmail('contact', info);
    const body = `Hello from the contact test ${info.testId}`;
    await page.getByLabel('Email').fill(email);
    await subject.selectOption('partnership');
    await expect(page.getByText('Please select a subject')).toBeHidden();
    await page.getByLabel('Phone (optional)').fill('+91 98765 43210');
    await page.getByLabel('Message').fill(body);
    await send.click();

    const toast = page.getByRole('status').filter({ hasText: 'Message Sent!' });
    await expect(toast).toContainText("Thanks for reaching out! We'll get back to you soon.");
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(subject).toHaveValue('');

    // The message reached the server: the admins' list shows it.
    const admin = await adminAccount(request);
    const { contact_messages } = await api<{ contact_messages: unknown[] }>(
      request,
      'GET',
      '/admin/contact-messages',
      admin.token,
    );
    expect(contact_messages).toContainEqual(
      expect.objectContaining({ email, subject: 'partnership', message: body, phone: '+91 98765 43210' }),
    );
  });

  test('says so when the message cannot be sent, and asks to wait when rate-limited', async ({ page }) => {
    let status = 500;
    await page.route('**/api/trpc/contact.send**', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body:
          status === 429
            ? trpcError(
                429,
                'TOO_MANY_REQUESTS',
                'Too many messages from this address. Please try again later.',
              )
            : trpcError(500, 'INTERNAL_SERVER_ERROR', 'Something broke'),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Subject').selectOption('support');
    await page.getByLabel('Message').fill('Help please');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' }),
    ).toBeVisible();
    // The form keeps what was typed, so it can be sent again.
    await expect(page.getByLabel('Message')).toHaveValue('Help please');

    status = 429;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Too many messages from this address. Please try again later.' }),
    ).toBeVisible();
  });
});

test('the privacy policy has 11 sections, a searchable contents list and a print button', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: November 28, 2026 · Version 2026-11-28')).toBeVisible();
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
  await expect(page.getByText(/respond to privacy requests within 48 hours/)).toBeVisible();
  const sections = page.locator('main section[id]');
  await expect(sections).toHaveCount(11);

  const toc = page.getByRole('navigation', { name: 'Table of Contents' });
  await expect(toc.getByRole('link')).toHaveCount(11);
  const search = toc.getByLabel('Search sections');
  // Titles and text both count.
  await search.fill('cookie');
  await expect(toc.getByRole('link')).toHaveText(['2. Information We Collect', '6. Cookies']);
  await search.fill('GRIEVANCE OFFICER');
  await expect(toc.getByRole('link')).toHaveText(['11. Contact Us and Grievance Officer']);
  await expect(toc.getByText('1 of 11 sections match')).toBeVisible();
  await search.fill('aadhaar');
  await expect(toc.getByRole('link')).toHaveText([
    '2. Information We Collect',
    '5. Payment and Identity Data Security',
  ]);
  await search.fill('zzzz');
  await expect(toc.getByRole('link')).toHaveCount(0);
  await expect(toc.getByText('No sections match “zzzz”.')).toBeVisible();
  await search.fill('');
  await expect(toc.getByRole('link')).toHaveCount(11);

  await toc.getByRole('link', { name: '8. Your Rights' }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole('heading', { level: 2, name: '8. Your Rights' })).toBeInViewport();

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // Printed, the page is the policy alone: no navigation, contents list or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(toc).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 2, name: '11. Contact Us and Grievance Officer' }),
  ).toBeVisible();
});

test('the terms of service open with only the introduction, and sections open on click or from the contents', async ({
  page,
}) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: August 29, 2025')).toBeVisible();

  const toggles = page.locator('main section[id] h2 button');
  await expect(toggles).toHaveCount(12);
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Welcome to Collab Marketplace.', { exact: false })).toBeVisible();
  for (let i = 1; i < 12; i++) await expect(toggles.nth(i)).toHaveAttribute('aria-expanded', 'false');

  const commission = page.getByText(/We charge a commission of 15% on every successful paid collaboration/);
  await expect(commission).toBeHidden();
  const payments = page.getByRole('button', { name: '5. Payments, Commission and Payouts' });
  await payments.click();
  await expect(payments).toHaveAttribute('aria-expanded', 'true');
  await expect(commission).toBeVisible();
  for (const phrase of [
    /typically processed within 5-7 business days/,
    /within 30 days of the payment date/,
  ]) {
    await expect(page.getByText(phrase)).toBeVisible();
  }
  await payments.press('Enter');
  await expect(commission).toBeHidden();

  const toc = page.getByRole('navigation', { name: 'Table of Contents' });
  await toc.getByLabel('Search sections').fill('mumbai');
  await expect(toc.getByRole('link')).toHaveText(['12. Governing Law and Contact']);
  await toc.getByRole('link', { name: '12. Governing Law and Contact' }).click();
  await expect(page.getByRole('button', { name: '12. Governing Law and Contact' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(/The courts at Mumbai, India have exclusive jurisdiction/)).toBeInViewport();
  await expect(page.getByText(/within 48-72 hours/)).toBeVisible();

  await page.getByRole('button', { name: 'Expand all' }).click();
  for (const phrase of [
    /at least 18 years old/,
    /must stay on the platform/,
    /twelve \(12\) months/,
    /at least 30 days’ notice/,
  ]) {
    await expect(page.getByText(phrase).first()).toBeVisible();
  }

  // A link to one section opens it as well as the introduction (a new page load, not a hash change).
  await page.goto('/about');
  await page.goto('/terms-of-service#communication');
  await expect(
    page.getByRole('button', { name: '6. Communication and Off-Platform Dealings' }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles.nth(4)).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

const PAGES = [
  { name: 'landing', path: '/', heading: 'Where creators and brands collaborate directly' },
  { name: 'about', path: '/about', heading: 'Helping creators and brands grow together' },
  { name: 'contact', path: '/contact', heading: 'Contact Us' },
  { name: 'privacy-policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'terms-of-service', path: '/terms-of-service', heading: 'Terms of Service' },
  { name: 'not-found', path: '/no-such-page', heading: 'Oops! Page not found' },
] as const;

for (const width of [375, 1280]) {
  for (const { name, path, heading } of PAGES) {
    test(`${name} at ${width} px: no serious accessibility violations, nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await expectNoAxeViolations(page, { label: `${name} at ${width} px` });

      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    });
  }
}
