import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { dataVersionCache, type Reads } from '@db/data-version';
import type { Db } from '@db/client';
import { applications, campaigns, profiles } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import { redirectTarget } from '@shared/tracking';
import { prepared } from '../prepared';

export type TrackingTarget = { applicationId: string; location: string };

/** What a code's answer depends on: the code's application, its campaign's destination, the creator's username. */
const TARGET_READS: Reads = {
  applications: { only: ['tracking_code', 'status', 'campaign_id', 'creator_id'] },
  campaigns: { only: ['destination_url', 'status'] },
  profiles: { only: ['username'] },
};

/**
 * Targets kept until one of those changes: a link in a story is opened by many at once, and the
 * visit's counting writes only tracking_clicks, which no target reads. An unknown code is not kept,
 * so guessed codes cannot push the real ones out.
 */
const keptTargets = dataVersionCache<Promise<TrackingTarget | null>>(10_000, {
  reads: TARGET_READS,
  keep: (v) => v !== null,
});

/**
 * Where GET /r/{code} sends a visitor (docs/product.md#tracking-links): the stored destination of
 * the code's campaign with the UTM parameters, for a participant (accepted, approved, completed) of
 * a campaign that has a destination and is neither deleted nor removed by moderators; else null (404). Nothing of the request but
 * the code takes part.
 */
export function trackingTarget(db: Db, code: string): Promise<TrackingTarget | null> {
  return keptTargets(db, code, () => readTarget(db, code));
}

async function readTarget(db: Db, code: string): Promise<TrackingTarget | null> {
  const [row] = await prepared(db, 'tracking-target', () =>
    db
      .select({
        applicationId: applications.id,
        campaignId: campaigns.id,
        creatorId: applications.creatorId,
        username: profiles.username,
        destination: campaigns.destinationUrl,
      })
      .from(applications)
      .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
      .leftJoin(profiles, eq(profiles.userId, applications.creatorId))
      .where(
        and(
          eq(applications.trackingCode, sql.placeholder('code')),
          inArray(applications.status, PARTICIPANT_STATUSES),
          // A campaign moderators removed (its destination may be why) sends no one anywhere.
          notInArray(campaigns.status, ['deleted', 'removed']),
        ),
      )
      .limit(1)
      .prepare(),
  ).execute({ code });
  if (!row?.destination) return null;
  let location: string;
  try {
    location = redirectTarget(row.destination, {
      campaignId: row.campaignId,
      creator: row.username || row.creatorId,
    });
  } catch {
    // A destination stored before its rule (or by hand) that is no address: no redirect at all.
    return null;
  }
  return { applicationId: row.applicationId, location };
}
