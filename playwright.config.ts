import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eClockFile, MOVES_THE_CLOCK } from './tests/e2e/clock';

const SAVES_THE_ADMINS_LANGUAGE = /hindi-admin\.spec\.ts$/;
import { E2E_ADMIN, E2E_BASE_URL, E2E_PORT } from './tests/e2e/env';

/** CHROMIUM_PATH, else Debian's Chromium, else the browser Playwright installed itself (undefined). */
function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * A fresh data directory per run. Playwright evaluates this file again in every worker, so only the
 * runner (no TEST_WORKER_INDEX) makes one, and removes it when it exits. The workers it starts
 * inherit E2E_DATA_DIR, so tests can read the server's outbox (e2eDataDir in tests/e2e/env.ts).
 */
function freshDataDir() {
  if (process.env.TEST_WORKER_INDEX !== undefined) return '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-e2e-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  process.env.E2E_DATA_DIR = dir;
  return dir;
}

const dataDir = freshDataDir();

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // Two cores: the server and one browser each.
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI's loaded two cores a test that fails once is run once more and, if it passes, reported as
  // flaky by name (not hidden); the list reporter repeats every failure's error at the end of the run,
  // where the CI log's tail shows it.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // The app's service worker (caching its shell) is tested on its own, in install-offline.spec.ts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [MOVES_THE_CLOCK, SAVES_THE_ADMINS_LANGUAGE],
    },
    // Moving the shared server's clock forward would expire other specs' links mid-test, so the
    // specs that move it start once every other spec is done (docs/decisions/047-…).
    {
      name: 'clock',
      use: { ...devices['Desktop Chrome'] },
      testMatch: MOVES_THE_CLOCK,
      dependencies: ['chromium'],
    },
    // The admin panel in Hindi saves the one admin's language: it runs alone, once the others are done.
    {
      name: 'saved-language',
      use: { ...devices['Desktop Chrome'] },
      testMatch: SAVES_THE_ADMINS_LANGUAGE,
      dependencies: ['clock'],
    },
  ],
  webServer: {
    // Runs the already built server and client (test:e2e builds both first), as `npm run serve`
    // does but with NODE_ENV=test: TEST_CLOCK_FILE is refused in production.
    command: 'node --enable-source-maps --max-semi-space-size=16 dist/server/main.js',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      TEST_CLOCK_FILE: dataDir && e2eClockFile(dataDir),
      SEED_DEMO: 'false',
      // The platform's account, so the Fund dialog shows real-looking instructions (all five together).
      PAYMENT_UPI_ID: 'collab.escrow@hdfcbank',
      PAYMENT_BANK_NAME: 'HDFC Bank',
      PAYMENT_ACCOUNT_NUMBER: '50200012345678',
      PAYMENT_IFSC: 'HDFC0000123',
      PAYMENT_ACCOUNT_NAME: 'Collab Marketplace Escrow',
      // The supplier on tax invoices, so payouts issue them (docs/product.md#tax-invoices).
      PLATFORM_LEGAL_NAME: 'Collab Marketplace Pvt Ltd',
      PLATFORM_ADDRESS: '12 MG Road, Bengaluru 560001',
      PLATFORM_STATE: '29',
      PLATFORM_GSTIN: '29AAGCB7383J1Z4',
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every browser test signs up and writes to Contact from the one address of this machine.
      RATE_LIMIT_SIGNUPS: '10000',
      RATE_LIMIT_CONTACT: '1000',
      // Scheduled work (approval by the platform, reminders) runs within a second of the clock moving.
      JOBS_INTERVAL_SECONDS: '1',
    },
  },
});
