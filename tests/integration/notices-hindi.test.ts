/**
 * Every notification the domains write has its Hindi (src/shared/i18n/notices-hi.ts), and what
 * people wrote in it (titles, names, reasons, feedback) comes through as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/dates';
import { formatRupees } from '@shared/format';
import hindi from '@shared/i18n/hindi';
import { translateMessage } from '@shared/i18n/messages';
import notices, { hindiDate } from '@shared/i18n/notices-hi';
import { campaignStatusNotice } from '@server/services/admin-campaigns/status';
import { agreementNotices } from '@server/services/agreements/notices';
import { applicationNotices } from '@server/services/applications/notices';
import { broadcastNotice } from '@server/services/broadcast/send';
import { paymentProcessedNotice } from '@server/services/campaigns/pay-participant';
import { messageNotice } from '@server/services/conversations/message-notifications';
import { readyNotice } from '@server/services/data-rights/exports';
import { disputeNotices } from '@server/services/disputes/notices';
import { fundingNotices } from '@server/services/funding/notices';
import { contactReplyEmail } from '@server/services/contact/reply';
import {
  grievanceAnsweredEmail,
  grievanceDueEmail,
  grievanceNotices,
} from '@server/services/grievances/notices';
import { invitationNotices } from '@server/services/invitations/notices';
import { invoiceNotice } from '@server/services/invoices/issue';
import { livePostNotices } from '@server/services/live-posts/notices';
import { offerNotices } from '@server/services/offers/notices';
import { paymentReleasedNotice } from '@server/services/payouts/notices';
import { newReportNotice } from '@server/services/reports/notices';
import { newReviewNotice } from '@server/services/reviews/notices';
import { workNotices } from '@server/services/work/notices';
import { notificationEmail, noticeText } from '@server/services/notifications/email';

// What people wrote, with the marks that could trip a pattern: quotes, a colon, brackets, a full
// stop, an apostrophe, a second line.
const TITLE = 'Diwali "Glow" Reel: 2 days (Jaipur) v2.0';
const CREATOR = "Priya D'Souza";
const BRAND = 'Saffron & Co.';
const FEEDBACK = 'Great reel!\nMaybe brighter colours next time.';
const REASON = 'UTR not found in our statement';
const NOTES = 'Both sides delivered part of it.\nSplit as agreed.';
const SUBJECT = 'My data "export" is late';
const INVITE = 'Loved your monsoon reels!';
const UTR = 'UTIB0001234';
const REFERENCE = 'CM-2026-0001';
const INVOICE = 'CMI/2026-27/0007';
const WARNING = 'Spam links in three conversations';
const USER_WRITTEN = [
  TITLE,
  CREATOR,
  BRAND,
  FEEDBACK,
  REASON,
  NOTES,
  SUBJECT,
  INVITE,
  UTR,
  REFERENCE,
  INVOICE,
  WARNING,
];

/** English words the Hindi keeps: marks people know (docs: the guide's list). */
const KEPT_ENGLISH = new Set(['UTR', 'GST', 'TDS', 'UPI', 'id', 'Earnings']);

const facts = {
  campaignTitle: TITLE,
  campaignId: 'c',
  applicationId: 'a',
  submissionId: 's',
  creatorName: CREATOR,
  creatorId: 'u',
  fundingId: 'f',
  disputeId: 'd',
};
const lines = {
  gross: 123456,
  commission: 18518,
  gst_on_commission: 3333,
  tds: 1235,
  adjustment: 0,
  net: 100370,
};
const opened = { ...facts, openerName: BRAND, reason: 'quality' as const };
const dueAt = '2026-09-15T10:00:00.000Z';
const resolved = (over: Partial<Parameters<typeof disputeNotices.resolved>[0]>) =>
  disputeNotices.resolved({
    ...facts,
    resolution: 'release',
    creatorShare: null,
    payout: null,
    adminNotes: null,
    ...over,
  });

/** Each builder the services and the demo seed use, with each of its variants. */
const built: { title: string; message?: string }[] = [
  agreementNotices.accepted({ ...facts, agreementId: 'g', by: BRAND, to: 'creator', both: false }),
  agreementNotices.accepted({ ...facts, agreementId: 'g', by: CREATOR, to: 'brand', both: true }),
  applicationNotices.applied(facts),
  applicationNotices.decided({ ...facts, status: 'accepted' }),
  applicationNotices.decided({ ...facts, status: 'rejected' }),
  campaignStatusNotice({ ...facts, status: 'flagged', previousStatus: 'active' }),
  ...(['active', 'completed', 'paused', 'removed'] as const).map((status) =>
    campaignStatusNotice({ ...facts, status, previousStatus: 'flagged' }),
  ),
  disputeNotices.openedToParty(opened),
  ...(['payment', 'deadline', 'conduct', 'other'] as const).map((reason) =>
    disputeNotices.openedToParty({ ...opened, reason }),
  ),
  disputeNotices.openedToAdmins({ ...opened, payoutId: null }),
  disputeNotices.openedToAdmins({ ...opened, payoutId: 'p' }),
  resolved({}),
  resolved({ adminNotes: NOTES }),
  resolved({
    resolution: 'refund',
    payout: { netBefore: 100370, netAfter: null, status: 'cancelled' },
    adminNotes: NOTES,
  }),
  resolved({ payout: { netBefore: 100370, netAfter: 100370, status: 'due' } }),
  resolved({
    resolution: 'split',
    creatorShare: 60,
    payout: { netBefore: 100370, netAfter: 60222, status: 'on_hold' },
    adminNotes: NOTES,
  }),
  fundingNotices.claimed({ ...facts, amount: 250000, utr: UTR, reference: REFERENCE }),
  fundingNotices.decided({ ...facts, amount: 250000, utr: UTR }, { status: 'held' }),
  fundingNotices.decided({ ...facts, amount: 250000, utr: UTR }, { status: 'none', reason: REASON }),
  fundingNotices.refunded({ ...facts, back: 50000, utr: UTR, reason: REASON }),
  grievanceNotices.answered({ id: 'g', subject: SUBJECT }),
  grievanceNotices.raised({ id: 'g', subject: SUBJECT, dueAt }),
  grievanceNotices.dueSoon({ id: 'g', subject: SUBJECT, dueAt }),
  invitationNotices.invited({ ...facts, brandName: BRAND, invitationId: 'i', message: null }),
  invitationNotices.invited({ ...facts, brandName: BRAND, invitationId: 'i', message: INVITE }),
  invoiceNotice({ id: 'i', number: INVOICE, kind: 'invoice', total: 21851, payoutId: 'p' }),
  invoiceNotice({ id: 'i', number: INVOICE, kind: 'credit_note', total: 21851, payoutId: 'p' }),
  livePostNotices.metricsDue({ postId: 'p', ...facts, days: 7 }),
  livePostNotices.metricsDue({ postId: 'p', ...facts, days: 30 }),
  // Its message is the campaign's title and the start of what was written: all as written.
  { title: messageNotice({ ...facts, senderName: BRAND, senderId: 'b', body: 'Hi!' }).title },
  offerNotices.received({ ...facts, offerId: 'o', brandName: BRAND, amount: 45000 }),
  offerNotices.countered({ ...facts, offerId: 'o', creatorName: CREATOR, amount: 52000 }),
  ...(['accepted', 'declined', 'withdrawn'] as const).map((status) =>
    offerNotices.answered({ ...facts, offerId: 'o', by: BRAND, amount: 52000, status }, 'creator'),
  ),
  ...[
    { fundingHeld: true, detailsOnFile: true },
    { fundingHeld: false, detailsOnFile: true },
    { fundingHeld: true, detailsOnFile: false },
    { fundingHeld: false, detailsOnFile: false },
  ].map((waits) =>
    paymentProcessedNotice({ ...facts, transactionId: 't', paymentReference: REFERENCE }, lines, waits),
  ),
  paymentReleasedNotice({ campaignTitle: TITLE, net: undefined, utr: null }, {}),
  paymentReleasedNotice({ campaignTitle: TITLE, net: 100370, utr: null }, {}),
  paymentReleasedNotice({ campaignTitle: TITLE, net: 100370, utr: UTR }, {}),
  readyNotice('2026-12-05T09:30:00.000Z'),
  newReportNotice({
    reporterName: CREATOR,
    target: { campaignTitle: TITLE },
    reportType: 'spam',
    reportId: 'r',
    reportedUserId: null,
    reportedCampaignId: 'c',
  }),
  ...(['inappropriate', 'fake', 'harassment'] as const).map((reportType) =>
    newReportNotice({
      reporterName: CREATOR,
      target: { side: 'brand', name: BRAND },
      reportType,
      reportId: 'r',
      reportedUserId: 'b',
      reportedCampaignId: null,
    }),
  ),
  newReportNotice({
    reporterName: BRAND,
    target: { side: 'creator', name: CREATOR },
    reportType: 'fake',
    reportId: 'r',
    reportedUserId: 'u',
    reportedCampaignId: null,
  }),
  ...[
    { visibleAt: '2026-03-01T00:00:00Z', writtenAt: '2026-03-01T00:00:00Z' },
    { visibleAt: '2026-03-15T00:00:00Z', writtenAt: '2026-03-01T00:00:00Z' },
  ].map((when) =>
    newReviewNotice({ ...facts, ...when, reviewerName: BRAND, side: 'brand', rating: 4, reviewId: 'r' }),
  ),
  workNotices.submitted({ ...facts, resubmitted: false }),
  workNotices.submitted({ ...facts, resubmitted: true }),
  workNotices.approved(facts, { by: 'brand', feedback: null }),
  workNotices.approved(facts, { by: 'brand', feedback: FEEDBACK }),
  workNotices.approved(facts, { by: 'platform', hours: 72 }),
  workNotices.approvedByPlatform(facts, 72),
];

/**
 * The notices written inline where they happen, as those lines write them (keep in step: the scan
 * below catches a new title, not a changed message).
 */
const inline = [
  // src/server/jobs/handlers/deadline-reminder.ts
  {
    title: 'Deadline in 2 days',
    message: `The deadline for "${TITLE}" is ${formatDate('2026-04-03')}. Submit your work before the end of that day.`,
  },
  // src/server/services/applications/withdraw.ts
  { title: 'Application withdrawn', message: `${CREATOR} withdrew their application to "${TITLE}".` },
  // src/server/services/conversations/message-notifications.ts
  {
    title: 'Contact details shared in messages',
    message: `${CREATOR} has shared contact or payment details in 5 messages, the latest on "${TITLE}".`,
  },
  // src/server/services/payouts/end-funding.ts
  {
    title: 'Money to return',
    message: `"${TITLE}" is settled: ${formatRupees(200000)} was paid out and the unspent ${formatRupees(50000)} goes back to your account.`,
  },
  // src/server/services/suspensions/suspend.ts
  {
    title: 'You have received a warning',
    message: `An administrator has warned your account: ${WARNING}. Further violations may lead to a suspension.`,
  },
  // src/server/services/work/review.ts
  ...[null, FEEDBACK].flatMap((feedback) => {
    const fb = (said: string) => (feedback ? `${said} Feedback: ${feedback}` : said);
    return [
      {
        title: 'Work rejected',
        message: fb(`Your work for "${TITLE}" was rejected. You can submit it again.`),
      },
      {
        title: 'Revision requested',
        message: fb(`The brand asked for changes to your work for "${TITLE}". Please revise and resubmit.`),
      },
    ];
  }),
];

const inHindi = (text: string) => translateMessage(text, hindi);

/** English words left in a Hindi text once what people wrote is taken out. */
function englishLeft(text: string) {
  let rest = text;
  for (const part of [...USER_WRITTEN].sort((a, b) => b.length - a.length)) rest = rest.split(part).join(' ');
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !KEPT_ENGLISH.has(w));
}

/** What people wrote that `english` holds. */
const writtenIn = (english: string) => USER_WRITTEN.filter((part) => english.includes(part));

describe('notifications in Hindi', () => {
  const texts = [...built, ...inline].flatMap((n) =>
    n.message === undefined ? [n.title] : [n.title, n.message],
  );
  it.each(texts.map((english) => ({ english, name: english.replace(/\s+/g, ' ').slice(0, 90) })))(
    '$name',
    ({ english }) => {
      const said = inHindi(english);
      expect(said).not.toBe(english);
      expect(said).toMatch(/[\u0900-\u097F]/);
      expect(englishLeft(said)).toEqual([]);
      // What people wrote comes through as written, each part as often as in the English.
      for (const part of writtenIn(english))
        expect(said.split(part).length, `"${part}" in ${said}`).toBe(english.split(part).length);
    },
  );

  it('keeps amounts as they are and says dates in Hindi', () => {
    const processed = paymentProcessedNotice({ ...facts, transactionId: 't', paymentReference: 'r' }, lines, {
      fundingHeld: true,
      detailsOnFile: true,
    });
    expect(inHindi(processed.message)).toContain('₹1,00,370');
    expect(inHindi(processed.message)).toContain('₹1,23,456');
    expect(inHindi(grievanceNotices.raised({ id: 'g', subject: SUBJECT, dueAt }).message)).toContain(
      formatDate(dueAt, 'hi'),
    );
    expect(hindiDate('1 Apr 2026')).toBe('1 अप्रैल 2026');
    expect(hindiDate('15 Sept 2026')).toBe(formatDate('2026-09-15', 'hi'));
    expect(hindiDate('15 Sep 2026')).toBe(formatDate('2026-09-15', 'hi'));
    expect(hindiDate('soon')).toBe('soon');
  });

  it('has Hindi for every notification title written in the server (a scan for new ones)', () => {
    const server = path.resolve(__dirname, '../../src/server');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return files(full);
        return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
      });
    const titles = new Set<string>();
    for (const file of [...files(path.join(server, 'services')), ...files(path.join(server, 'jobs'))]) {
      const source = fs.readFileSync(file, 'utf8');
      // Only files that write notifications: their builders carry a notification type and a priority or link.
      if (!/type: '[a-z_]+'/.test(source) || !/message:/.test(source)) continue;
      for (const m of source.matchAll(/title: (?:[a-z.]+ \? )?'([^']+)'(?: : '([^']+)')?/g)) {
        titles.add(m[1]!);
        if (m[2]) titles.add(m[2]);
      }
      for (const m of source.matchAll(/^\s+title: '([^']+)',$/gm)) titles.add(m[1]!);
    }
    expect(titles.size).toBeGreaterThan(30);
    expect([...titles].filter((title) => !Object.hasOwn(notices.exact, title))).toEqual([]);
  });

  it('leaves a broadcast as the admin wrote it, even when it reads like a notice', () => {
    const broadcast = broadcastNotice(
      { title: 'New offer', message: 'Work approved', priority: 'low' },
      { sent_by: 'a', broadcast_type: 'announcement', target_audience: 'all', broadcast_id: 'b' },
    );
    expect(noticeText(broadcast, broadcast.title, 'hi')).toBe('New offer');
    expect(noticeText(broadcast, broadcast.message, 'hi')).toBe('Work approved');
    expect(noticeText({ type: 'offer' }, 'New offer', 'hi')).toBe('नया ऑफ़र');
    expect(noticeText({ type: 'offer' }, 'New offer', 'en')).toBe('New offer');
  });

  it('says what it does not know as written', () => {
    expect(inHindi('Something no notice says')).toBe('Something no notice says');
  });

  it('emails a notification in Hindi, and in English exactly as before', () => {
    const n = {
      id: 'n',
      userId: 'u',
      ...applicationNotices.decided({ ...facts, status: 'accepted' }),
      actionUrl: '/creator-dashboard?tab=applications',
      metadata: {},
    };
    const hi = notificationEmail(n, 'p@example.com', 'hi');
    expect(hi.subject).toBe('एप्लिकेशन स्वीकार हुई');
    expect(hi.content).toEqual({
      heading: 'एप्लिकेशन स्वीकार हुई',
      paragraphs: [inHindi(n.message)],
      action: { label: 'खोलें', url: '/creator-dashboard?tab=applications' },
      note: expect.stringContaining('"एप्लिकेशन" चालू है') as string,
      language: 'hi',
    });
    expect(notificationEmail(n, 'p@example.com')).toEqual({
      to: 'p@example.com',
      subject: 'Application accepted',
      category: 'notification',
      userId: 'u',
      notificationId: 'n',
      content: {
        heading: 'Application accepted',
        paragraphs: [n.message],
        action: { label: 'Open it', url: '/creator-dashboard?tab=applications' },
        note: 'You get these emails because "Applications" is on under Email notifications on your profile, where you can turn it off.',
      },
    });
  });

  it('writes the other account emails in Hindi around what people wrote', () => {
    const to = { id: 'u', email: 'a@example.com', fullName: CREATOR, language: 'hi' as const };
    const answered = grievanceAnsweredEmail(to, { id: 'g', subject: SUBJECT, response: FEEDBACK });
    expect(answered.subject).toBe('Collab Marketplace को भेजी आपकी शिकायत का जवाब आ गया है');
    expect(answered.content.paragraphs).toEqual([
      `नमस्ते ${CREATOR},`,
      `आपकी शिकायत "${SUBJECT}" पर हमारा जवाब:`,
      FEEDBACK,
    ]);
    expect(answered.content.language).toBe('hi');
    const due = grievanceDueEmail(to, { id: 'g', subject: SUBJECT, dueAt });
    expect(due.subject).toBe(`एक शिकायत का जवाब ${formatDate(dueAt, 'hi')} तक देना है`);
    const reply = contactReplyEmail(
      { email: 'a@example.com', message: INVITE, created_at: dueAt },
      { subject: 'About your payout', message: 'First.\n\nSecond.' },
      'hi',
    );
    expect(reply.subject).toBe('About your payout');
    expect(reply.content).toMatchObject({
      heading: 'About your payout',
      paragraphs: ['First.', 'Second.', `${formatDate(dueAt, 'hi')} का आपका मैसेज:`, INVITE],
      action: { label: 'हमें फिर से लिखें', url: '/contact' },
      language: 'hi',
    });
    // English is as it was, with no language mark.
    const english = grievanceAnsweredEmail(
      { ...to, language: 'en' },
      { id: 'g', subject: SUBJECT, response: 'R' },
    );
    expect(english.subject).toBe('Your grievance to Collab Marketplace was answered');
    expect(english.content).not.toHaveProperty('language');
  });
});
