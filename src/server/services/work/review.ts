import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, workSubmissions } from '@db/schema';
import type { Submission } from '@shared/schemas/work';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { CREATOR_APPLICATIONS_URL } from '../notifications/links';
import { insertNotifications, type NewNotification } from '../notifications/notify';
import { readSubmission } from './columns';

type Outcome = 'approved' | 'rejected' | 'revision_requested';

const notice: Record<
  Outcome,
  { type: NewNotification['type']; title: string; say: (title: string) => string }
> = {
  approved: {
    type: 'work_approved',
    title: 'Work approved',
    say: (t) => `Your work for "${t}" was approved.`,
  },
  rejected: {
    type: 'work_reviewed',
    title: 'Work rejected',
    say: (t) => `Your work for "${t}" was rejected. You can submit it again.`,
  },
  revision_requested: {
    type: 'work_reviewed',
    title: 'Revision requested',
    say: (t) => `The brand asked for changes to your work for "${t}". Please revise and resubmit.`,
  },
};

/**
 * The owning brand reviews pending work (anything else: 409): approved, rejected or sent back for
 * revision (both need feedback, checked by the schema). The creator is told, with the feedback.
 */
export async function reviewWork(
  deps: { db: Db; events: AppEvents },
  brand: Caller,
  input: { id: string; status: Outcome; feedback?: string | null },
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
      })
      .from(workSubmissions)
      .innerJoin(campaigns, eq(campaigns.id, workSubmissions.campaignId))
      .where(eq(workSubmissions.id, input.id));
    if (!current || current.ownerId !== brand.id) throw notFound('Submission');
    if (current.status !== 'pending')
      throw conflict(
        `This submission was already reviewed (${current.status}); only pending work can be reviewed`,
      );

    const feedback = input.feedback ?? null;
    await tx
      .update(workSubmissions)
      .set({ status: input.status, feedback, reviewedAt: new Date().toISOString() })
      .where(and(eq(workSubmissions.id, input.id), eq(workSubmissions.status, 'pending')));
    const n = notice[input.status];
    const announce = await insertNotifications(tx, [
      {
        userId: current.creatorId,
        type: n.type,
        title: n.title,
        message: feedback ? `${n.say(current.title)} Feedback: ${feedback}` : n.say(current.title),
        priority: input.status === 'approved' ? 'high' : 'medium',
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
