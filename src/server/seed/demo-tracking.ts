import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, trackingClicks } from '@db/schema';
import { indiaDate } from '@shared/dates';
import { fillMissingTrackingCodes } from '../services/tracking/backfill';
import type { DemoClock } from './demo-clock';
import type { DemoMarket } from './demo-campaigns';

/** The demo brand's campaign that sends its creators' links to a shop page. */
const TRACKED = {
  campaign: 'monsoon',
  destination: 'https://saffron-threads.example/monsoon?ref=instagram',
  /** Clicks per day over the last 12 days, newest last, per creator. */
  clicks: {
    priya: [3, 5, 4, 9, 12, 7, 6, 14, 11, 8, 10, 4],
    arjun: [0, 1, 2, 0, 3, 5, 2, 1, 0, 4, 2, 1],
  },
} as const;

/**
 * Tracking links in the demo (docs/product.md#tracking-links): the Monsoon campaign has a
 * destination, its participants their codes (every other participant gets one at start-up, as
 * before), and the visits of the last 12 days, so the brand's Performance view has a chart.
 */
export async function insertDemoTracking(tx: Db, clock: DemoClock, market: DemoMarket) {
  const campaignId = market.campaignOf(TRACKED.campaign).id;
  await tx.update(campaigns).set({ destinationUrl: TRACKED.destination }).where(eq(campaigns.id, campaignId));
  // Codes for its participants, as acceptance gives them (the start-up backfill does the same for all).
  await fillMissingTrackingCodes(tx);
  const rows = Object.entries(TRACKED.clicks).flatMap(([creator, perDay]) => {
    const applicationId = market.applicationOf(TRACKED.campaign, creator).id;
    return perDay
      .map((clicks, i) => ({
        applicationId,
        day: indiaDate(new Date(clock.ago(perDay.length - 1 - i))),
        clicks,
      }))
      .filter((r) => r.clicks > 0);
  });
  await tx.insert(trackingClicks).values(rows);
}
