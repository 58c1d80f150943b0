import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE } from '@db/engine';
import { openDatabase } from '@db/open';
import { trackingClicks } from '@db/schema';
import { copyTemplateDatabase } from '../kit/pg-template';
import { rest } from '../kit/rest';
import { startServerProcess } from '../kit/server-process';

/**
 * Decision 083: tracking-link visits are counted in memory and written every second and at a clean
 * stop. The real server (src/server/main.ts) is stopped with SIGTERM right after the visits: every
 * one of them is in the table afterwards.
 */
describe('a clean stop', () => {
  const stops: (() => Promise<unknown>)[] = [];
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  it('writes the visits counted since the last flush', async () => {
    const databaseUrl =
      ENGINE === 'postgres'
        ? copyTemplateDatabase().url
        : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'collab-clicks-db-')), 'app.db');
    const server = await startServerProcess(
      'clicks',
      { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' },
      ({ stop }) => stops.push(stop),
    );
    const register = async (email: string, userType: string) => {
      const res = await rest(server, 'POST', '/api/auth/register', {
        body: { email, password: 'secret-pass', full_name: email.split('@')[0], user_type: userType },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.token as string;
    };
    const brand = await register('brand@example.com', 'brand');
    const creator = await register('creator@example.com', 'influencer');
    const { campaign } = (
      await rest(server, 'POST', '/api/campaigns', {
        token: brand,
        body: {
          title: 'Clean stop',
          description: 'Reels',
          status: 'active',
          destination_url: 'https://shop.example/',
        },
      })
    ).body;
    const { application } = (
      await rest(server, 'POST', '/api/applications', { token: creator, body: { campaign_id: campaign.id } })
    ).body;
    const accepted = await rest(server, 'PUT', `/api/applications/${application.id}`, {
      token: brand,
      body: { status: 'accepted' },
    });
    const link = new URL(accepted.body.application.tracking_url as string).pathname;

    const visits = 40;
    const answers = await Promise.all(
      Array.from({ length: visits }, (_, i) =>
        fetch(`${server.url}${link}`, {
          redirect: 'manual',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(visits).fill(302));
    expect(await server.stop()).toEqual({ code: 0, signal: null });

    const opened = openDatabase(databaseUrl);
    try {
      const rows = await opened.db
        .select({ clicks: trackingClicks.clicks })
        .from(trackingClicks)
        .where(eq(trackingClicks.applicationId, application.id));
      expect(rows.reduce((n, r) => n + r.clicks, 0)).toBe(visits);
    } finally {
      await opened.close();
    }
  }, 60_000);
});
