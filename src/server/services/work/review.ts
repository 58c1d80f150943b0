import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, workSubmissions } from '@db/schema';
import { dealPaysMoney } from '@shared/campaign-terms';
import { disclosureOf } from '@shared/disclosure';
import { DISCLOSURE_REVIEW_MESSAGES } from '@shared/schemas/disclosure-review';
import { WORK_MESSAGES, type Submission } from '@shared/schemas/work';
import { conflict, fieldRefused, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { CREATOR_APPLICATIONS_URL } from '../notifications/links';
import { insertNotifications } from '../notifications/notify';
import { approveSubmission } from './approve';
import { readSubmission } from './columns';

type Outcome = 'approved' | 'rejected' | 'revision_requested';

const sentBack: Record<Exclude<Outcome, 'approved'>, { title: string; say: (title: string) => string }> = {
  rejected: {
    title: 'Work rejected',
    say: (t) => `Your work for "${t}" was rejected. You can submit it again.`,
  },
  revision_requested: {
    title: 'Revision requested',
    say: (t) => `The brand asked for changes to your work for "${t}". Please revise and resubmit.`,
  },
};

const alreadyReviewed = (status: string) =>
  conflict(`This submission was already reviewed (${status}); only pending work can be reviewed`);

/**
 * docs/product.md#revisions: the brand may send one creator's work back `revision_rounds` times. The
 * count is read in the review's transaction, after the submission's own pending check: the
 * application has one pending submission at a time, so its reviews are already one after another.
 */
async function refuseBeyondRevisionRounds(tx: Db, applicationId: string, rounds: number) {
  const [used] = await tx
    .select({ n: count() })
    .from(workSubmissions)
    .where(
      and(eq(workSubmissions.applicationId, applicationId), eq(workSubmissions.status, 'revision_requested')),
    );
  if ((used?.n ?? 0) >= rounds) throw conflict(WORK_MESSAGES.revisionRoundsUsed(rounds));
}

/**
 * docs/product.md#disclosure: approving work whose caption fails the disclosure check needs the
 * brand's reason (400 naming override_reason without one); the reason is kept only then, so a
 * stored reason always marks an approval over a failing caption. No caption, or a passing one: none.
 */
function overrideReasonFor(
  deal: { caption: string | null; collab_type: string; budget: number | null; agreed_amount: number | null },
  reason: string | null | undefined,
) {
  const verdict = disclosureOf(deal.caption, { paid: dealPaysMoney(deal) });
  if (!verdict || verdict.ok) return null;
  if (!reason) throw fieldRefused('override_reason', DISCLOSURE_REVIEW_MESSAGES.overrideReasonRequired);
  return reason;
}

/**
 * The owning brand reviews pending work (anything else: 409): approved (the same approval as the
 * platform's, services/work/approve.ts; over a caption failing the disclosure check only with a
 * reason), rejected or sent back for revision (both need feedback, checked by the schema; a revision
 * within the campaign's rounds). The creator is told, with the feedback.
 */
export async function reviewWork(
  deps: { db: Db; events: AppEvents },
  brand: Caller,
  input: { id: string; status: Outcome; feedback?: string | null; override_reason?: string | null },
): Promise<Submission> {
  const { submission, announce } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: workSubmissions.status,
        creatorId: workSubmissions.creatorId,
        applicationId: workSubmissions.applicationId,
        campaignId: campaigns.id,
        ownerId: campaigns.userId,
        title: campaigns.title,
        revisionRounds: campaigns.revisionRounds,
        caption: workSubmissions.caption,
        collab_type: campaigns.collabType,
        budget: campaigns.budget,
        agreed_amount: applications.agreedAmount,
      })
      .from(workSubmissions)
      .innerJoin(campaigns, eq(campaigns.id, workSubmissions.campaignId))
      .innerJoin(applications, eq(applications.id, workSubmissions.applicationId))
      .where(eq(workSubmissions.id, input.id));
    if (!current || current.ownerId !== brand.id) throw notFound('Submission');
    if (current.status !== 'pending') throw alreadyReviewed(current.status);

    const feedback = input.feedback ?? null;
    // The moment of the request, as reviews were always stamped: the payout hold and the review and
    // dispute windows count from it, and the injected clock (deps.now) is moved past it, never before.
    const at = new Date().toISOString();
    if (input.status === 'approved') {
      const overrideReason = overrideReasonFor(current, input.override_reason);
      const announce = await approveSubmission(tx, input.id, at, { by: 'brand', feedback, overrideReason });
      if (!announce) throw alreadyReviewed('approved');
      return { submission: await readSubmission(tx, input.id), announce };
    }

    if (input.status === 'revision_requested')
      await refuseBeyondRevisionRounds(tx, current.applicationId, current.revisionRounds);
    const [changed] = await tx
      .update(workSubmissions)
      .set({ status: input.status, feedback, reviewedAt: at })
      .where(and(eq(workSubmissions.id, input.id), eq(workSubmissions.status, 'pending')))
      .returning({ id: workSubmissions.id });
    if (!changed) throw alreadyReviewed(input.status);
    const n = sentBack[input.status];
    const announce = await insertNotifications(tx, [
      {
        userId: current.creatorId,
        type: 'work_reviewed',
        title: n.title,
        message: feedback ? `${n.say(current.title)} Feedback: ${feedback}` : n.say(current.title),
        priority: 'medium',
        actionUrl: CREATOR_APPLICATIONS_URL,
        metadata: {
          campaign_id: current.campaignId,
          application_id: current.applicationId,
          submission_id: input.id,
          status: input.status,
        },
      },
    ]);
    return { submission: await readSubmission(tx, input.id), announce };
  });
  announce(deps.events);
  return submission;
}
