import type { Db } from '@db/client';
import { livePosts, postMetrics } from '@db/schema';
import { checkDisclosure } from '@shared/disclosure';
import { postsDeal } from '../services/live-posts/deal';
import type { DemoClock } from './demo-clock';
import type { DemoReviewed } from './demo-reviews';

const DAY_MS = 86_400_000;

/** Captions as creators write them: one labelled up front, one with no label at all (docs/product.md#disclosure). */
const CAPTIONS = [
  (title: string) =>
    `#ad Styled for "${title}" and honestly in love with how it turned out. Details and code in my bio ✨`,
  (title: string) =>
    `My favourite look this season, from "${title}". Which one would you pick? #ootd #festive #style #reels`,
];

/** Views, likes, comments, shares and saves of a post that keeps growing a little after its first week. */
const numbersAt = (seed: number, grown: number) => ({
  views: Math.round((18_000 + seed * 7_300) * grown),
  likes: Math.round((1_150 + seed * 410) * grown),
  comments: Math.round((64 + seed * 19) * grown),
  shares: Math.round((41 + seed * 11) * grown),
  saves: Math.round((120 + seed * 37) * grown),
});

/**
 * Live posts of the demo's approved collaborations (docs/product.md#live-posts), each a day after
 * its approval, one caption passing the disclosure check and the next failing it, with the numbers
 * recorded at a week and, when a month has passed, at a month.
 */
export async function insertDemoLivePosts(tx: Db, clock: DemoClock, collaborations: DemoReviewed[]) {
  const now = clock.now.getTime();
  for (const [i, c] of collaborations.entries()) {
    const deal = await postsDeal(tx, c.applicationId);
    if (!deal?.approved) continue;
    const postedAt = new Date(Math.min(Date.parse(c.approvedAt) + DAY_MS, now - 2 * DAY_MS));
    const caption = CAPTIONS[i % CAPTIONS.length]!(c.title);
    const [post] = await tx
      .insert(livePosts)
      .values({
        applicationId: c.applicationId,
        campaignId: c.campaignId,
        creatorId: c.creatorId,
        url: `https://www.instagram.com/reel/DemoLive${String(i + 1).padStart(2, '0')}`,
        caption,
        postedAt: postedAt.toISOString(),
        disclosureOk: checkDisclosure(caption, { paid: deal.paid }).ok,
        createdAt: postedAt.toISOString(),
      })
      .returning({ id: livePosts.id });
    const snapshots = [
      { after: 7, grown: 1 },
      { after: 30, grown: 1.35 },
    ].filter((s) => postedAt.getTime() + s.after * DAY_MS < now);
    for (const s of snapshots)
      await tx.insert(postMetrics).values({
        postId: post!.id,
        ...numbersAt(i, s.grown),
        recordedAt: new Date(postedAt.getTime() + s.after * DAY_MS).toISOString(),
      });
  }
}
