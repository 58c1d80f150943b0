import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@db/schema';
import type { NotificationType } from '@shared/enums';
import { seedDemo } from '@server/seed/demo';
import { campaignStatusNotice } from '@server/services/admin-campaigns/status';
import { applicationNotices } from '@server/services/applications/notices';
import { broadcastNotice } from '@server/services/broadcast/send';
import { paymentProcessedNotice } from '@server/services/campaigns/pay-participant';
import { messageNotice } from '@server/services/conversations/message-notifications';
import { disputeNotices } from '@server/services/disputes/notices';
import { fundingNotices } from '@server/services/funding/notices';
import { notificationEmail } from '@server/services/notifications/email';
import type { Notice } from '@server/services/notifications/notify';
import { paymentReleasedNotice } from '@server/services/payouts/notices';
import { newReportNotice } from '@server/services/reports/notices';
import { offerNotices } from '@server/services/offers/notices';
import { newReviewNotice } from '@server/services/reviews/notices';
import { workNotices } from '@server/services/work/notices';
import { invitationNotices } from '@server/services/invitations/notices';
import { createTestApp } from '../kit/app';

/*
 * The demo seed writes only notifications a service writes (decision 072): every seeded type and
 * title is one the services' own builders make, and every seeded notification email is the one
 * the notifications service makes of its notification.
 */

const t = createTestApp();
await seedDemo(t.deps.db, { keyring: t.deps.keyring });

// Each builder with made-up facts: the titles do not depend on them, bar a message's sender.
const facts = {
  campaignTitle: 'C',
  campaignId: 'c',
  applicationId: 'a',
  submissionId: 's',
  creatorName: 'N',
  creatorId: 'u',
  fundingId: 'f',
  disputeId: 'd',
};
const lines = { gross: 1, commission: 0, gst_on_commission: 0, tds: 0, adjustment: 0, net: 1 };
const opened = { ...facts, openerName: 'N', reason: 'quality' as const };
const fixedTitles: Notice[] = [
  applicationNotices.applied(facts),
  invitationNotices.invited({ ...facts, brandName: 'B', invitationId: 'i', message: null }),
  applicationNotices.decided({ ...facts, status: 'accepted' }),
  applicationNotices.decided({ ...facts, status: 'rejected' }),
  workNotices.submitted({ ...facts, resubmitted: false }),
  workNotices.submitted({ ...facts, resubmitted: true }),
  workNotices.approved(facts, { by: 'brand', feedback: null }),
  workNotices.approvedByPlatform(facts, 72),
  paymentProcessedNotice({ ...facts, transactionId: 't', paymentReference: 'r' }, lines, {
    fundingHeld: true,
    detailsOnFile: true,
  }),
  paymentReleasedNotice({ campaignTitle: 'C', net: 1, utr: null }, {}),
  fundingNotices.claimed({ ...facts, amount: 1, utr: 'u', reference: 'r' }),
  fundingNotices.decided({ ...facts, amount: 1, utr: 'u' }, { status: 'held' }),
  fundingNotices.decided({ ...facts, amount: 1, utr: 'u' }, { status: 'none', reason: 'r' }),
  fundingNotices.refunded({ ...facts, back: 1, utr: 'u', reason: 'r' }),
  newReportNotice({
    reporterName: 'N',
    target: { campaignTitle: 'C' },
    reportType: 'spam',
    reportId: 'r',
    reportedUserId: null,
    reportedCampaignId: 'c',
  }),
  disputeNotices.openedToParty(opened),
  disputeNotices.openedToAdmins({ ...opened, payoutId: null }),
  disputeNotices.resolved({
    ...facts,
    resolution: 'release',
    creatorShare: null,
    payout: null,
    adminNotes: null,
  }),
  newReviewNotice({
    ...facts,
    reviewerName: 'N',
    side: 'creator',
    rating: 5,
    visibleAt: '2026-01-01',
    writtenAt: '2026-01-01',
    reviewId: 'r',
  }),
  campaignStatusNotice({ ...facts, status: 'flagged', previousStatus: 'active' }),
  ...(['accepted', 'declined', 'withdrawn'] as const).map((status) =>
    offerNotices.answered({ ...facts, offerId: 'o', by: 'N', amount: 1, status }, 'brand'),
  ),
  offerNotices.received({ ...facts, offerId: 'o', brandName: 'N', amount: 1 }),
  offerNotices.countered({ ...facts, offerId: 'o', creatorName: 'N', amount: 1 }),
];
const key = (n: { type: string; title: string }) => `${n.type}: ${n.title}`;

describe('the demo seed', () => {
  it("writes only notifications whose type and title a service's builder makes", async () => {
    const { broadcasts, notifications, profiles, users } = schema;
    const people = await t.db
      .select({ id: users.id, fullName: users.fullName, company: profiles.companyName })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id));
    const sent = await t.db.select().from(broadcasts);
    const written = new Set([
      ...fixedTitles.map(key),
      // A message's title names its sender as others see them; a broadcast's is the admin's own.
      ...people.map((p) =>
        key(messageNotice({ ...facts, senderName: p.company ?? p.fullName, senderId: p.id, body: '' })),
      ),
      ...sent.map((b) =>
        key(
          broadcastNotice(b, {
            sent_by: b.sentBy ?? '',
            broadcast_type: 'announcement',
            target_audience: b.targetAudience,
            broadcast_id: b.id,
          }),
        ),
      ),
    ]);
    const seeded = new Set((await t.db.select().from(notifications)).map(key));
    expect(seeded.size).toBeGreaterThan(10);
    expect([...seeded].filter((k) => !written.has(k))).toEqual([]);
  });

  it('writes each notification email as the notifications service makes it of its notification', async () => {
    const { emailOutbox, notifications, users } = schema;
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.category, 'notification'));
    expect(emails.length).toBeGreaterThan(0);
    for (const e of emails) {
      const [n] = await t.db.select().from(notifications).where(eq(notifications.id, e.notificationId!));
      const [to] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, n!.userId));
      const made = notificationEmail({ ...n!, type: n!.type as NotificationType }, to!.email);
      expect({ to: e.recipient, subject: e.subject, content: e.content }).toEqual({
        to: made.to,
        subject: made.subject,
        content: made.content,
      });
    }
  });
});
