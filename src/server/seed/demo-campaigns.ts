import { randomBytes } from 'node:crypto';
import type { Db } from '@db/client';
import { applicationRow, campaignRow, transactionRow } from '@db/rows/deals';
import { applications, campaigns, transactions, workSubmissions } from '@db/schema';
import { indiaDate } from '@shared/dates';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import { financialYearOf, financialYearRange } from '@shared/financial-year';
import { participantDeal } from '@shared/money';
import { usageRightsColumns } from '../services/campaigns/columns';
import { insertedId, type DemoClock } from './demo-clock';
import { DEMO_CAMPAIGNS, DEMO_PAN_HOLDERS } from './demo-data';
import { DEMO_SETTINGS, type DemoDeal, type DemoFundedCampaign } from './demo-money';
import type { DemoPeople } from './demo-people';
import type { DemoReviewed } from './demo-reviews';

/** A demo application by its campaign and creator keys, as the later sections need it. */
export type DemoApplication = {
  id: string;
  campaignId: string;
  brandId: string;
  creatorId: string;
  title: string;
};

/** The demo's paid participants, earliest accepted first (the demo accepts in the order of applying). */
export const paidInOrder = (c: (typeof DEMO_CAMPAIGNS)[number]) =>
  c.applications.filter((a) => a.status === 'completed').sort((a, b) => b.appliedDaysAgo - a.appliedDaysAgo);

/**
 * The campaigns with their applications, work and transactions (docs/product.md#commission: the
 * budget split between the participants, 15% commission each); returns what the money, reviews and
 * later sections build on.
 */
export async function insertDemoCampaigns(tx: Db, clock: DemoClock, people: DemoPeople) {
  const { at, ago, dateIn } = clock;
  const { idOf } = people;
  const campaignIds = new Map<string, { id: string; brandId: string; title: string }>();
  const applicationsByKey = new Map<string, DemoApplication>();
  const references = new Set<string>();
  const deals: DemoDeal[] = [];
  const funded: DemoFundedCampaign[] = [];
  const reviewed: DemoReviewed[] = [];
  // A barter collaboration with a declared value counts in the creator's statement for the
  // financial year it completed in (docs/product.md#statement): kept in this one, whenever seeded.
  const yearStart = financialYearRange(financialYearOf(clock.now)).fromIso;
  const paymentReference = (date: string) => {
    let ref: string;
    do
      ref = `PAY-${indiaDate(new Date(date)).replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
    while (references.has(ref));
    references.add(ref);
    return ref;
  };

  for (const c of DEMO_CAMPAIGNS) {
    const brandId = idOf(c.brand);
    const createdAt = ago(c.createdDaysAgo);
    const completedAt =
      c.completedDaysAgo === undefined
        ? null
        : c.productValue !== undefined
          ? [ago(c.completedDaysAgo), yearStart].sort().at(-1)!
          : ago(c.completedDaysAgo);
    const deletedAt = c.deletedDaysAgo === undefined ? null : ago(c.deletedDaysAgo);
    const campaignId = await insertedId(
      tx
        .insert(campaigns)
        .values(
          campaignRow(brandId, {
            title: c.title,
            description: c.description,
            status: c.status,
            budget: c.budget,
            budgetRange: c.budgetRange ?? null,
            productValue: c.productValue ?? null,
            revisionRounds: c.revisionRounds,
            ...usageRightsColumns(c.usageRights),
            tags: c.tags,
            deliverables: c.deliverables,
            startDate: dateIn(c.start),
            endDate: dateIn(c.end),
            deadline: dateIn(c.deadline),
            applicationCount: c.applications.length,
            completedAt,
            deletedAt,
            createdAt,
            updatedAt: completedAt ?? deletedAt ?? createdAt,
          }),
        )
        .returning({ id: campaigns.id }),
    );
    campaignIds.set(c.key, { id: campaignId, brandId, title: c.title });
    if (c.funding)
      funded.push({
        campaignId,
        brandId,
        title: c.title,
        budget: c.budget!,
        completed: c.status === 'completed',
        funding: c.funding,
      });

    // Shares go earliest accepted first (docs/product.md#completion).
    const paid = paidInOrder(c);

    for (const a of c.applications) {
      const creatorId = idOf(a.creator);
      const appliedAt = ago(a.appliedDaysAgo);
      const campaign = { id: campaignId, userId: brandId };
      const applicationId = await insertedId(
        tx
          .insert(applications)
          .values(
            applicationRow(campaign, creatorId, {
              status: a.status,
              message: a.message,
              appliedAt,
              // Accepted a few hours after applying, when it was.
              acceptedAt: (PARTICIPANT_STATUSES as readonly string[]).includes(a.status)
                ? at(-a.appliedDaysAgo, 3)
                : null,
              completedAt: a.status === 'completed' ? completedAt : null,
              updatedAt: a.status === 'completed' && completedAt ? completedAt : appliedAt,
            }),
          )
          .returning({ id: applications.id }),
      );
      applicationsByKey.set(`${c.key}:${a.creator}`, {
        id: applicationId,
        campaignId,
        brandId,
        creatorId,
        title: c.title,
      });

      let approvedAt: string | null = null;
      for (const w of a.work ?? []) {
        const submitted = ago(w.daysAgo);
        const reviewedAt =
          w.status === 'pending'
            ? null
            : w.autoApproved
              ? at(-w.daysAgo, DEMO_SETTINGS.WORK_REVIEW_HOURS)
              : at(-w.daysAgo, 20);
        if (w.status === 'approved') approvedAt = reviewedAt;
        await tx.insert(workSubmissions).values({
          applicationId,
          campaignId,
          creatorId,
          submissionType: 'link',
          content: w.content,
          caption: w.caption ?? null,
          overrideReason: w.overrideReason ?? null,
          links: w.links,
          status: w.status,
          feedback: w.feedback ?? null,
          autoApproved: w.autoApproved ?? false,
          reviewedAt,
          createdAt: submitted,
          updatedAt: reviewedAt ?? submitted,
        });
      }

      if (a.reviews) {
        if (!approvedAt) throw new Error(`Demo data: reviews need approved work (${c.key}:${a.creator})`);
        reviewed.push({
          applicationId,
          campaignId,
          title: c.title,
          creatorId,
          brandId,
          approvedAt,
          reviews: a.reviews,
        });
      }

      if (a.dispute && !a.payment)
        throw new Error(
          `Demo data: a dispute holds the payout of a paid collaboration (${c.key}:${a.creator})`,
        );
      if (a.payment) {
        // Shared so the deals add up to the budget, earliest first (docs/product.md#completion).
        const deal = participantDeal(c.budget, paid.length, paid.indexOf(a));
        if (a.status !== 'completed' || !completedAt || deal.deal_amount <= 0) {
          throw new Error(
            `Demo data: a payment needs a completed participant of a completed paid campaign (${c.key})`,
          );
        }
        const settledAt = a.payment === 'pending' ? completedAt : at(-(c.completedDaysAgo ?? 0) + 5);
        const transactionId = await insertedId(
          tx
            .insert(transactions)
            .values(
              transactionRow({ id: applicationId, campaignId, brandId, creatorId }, deal, {
                paymentStatus: a.payment,
                paymentReference: paymentReference(completedAt),
                transactionDate: completedAt,
                createdAt: completedAt,
                updatedAt: settledAt,
              }),
            )
            .returning({ id: transactions.id }),
        );
        deals.push({
          campaignId,
          applicationId,
          creatorId,
          transactionId,
          gross: deal.deal_amount,
          commission: deal.commission_amount,
          payment: a.payment,
          panOnFile: DEMO_PAN_HOLDERS.includes(a.creator),
          // A brand may complete without approved work: the payout is then held from completion.
          approvedAt: approvedAt ?? completedAt,
          completedAt,
          settledAt,
          brandId,
          title: c.title,
          dispute: a.dispute && {
            side: a.dispute.side,
            reason: a.dispute.reason,
            details: a.dispute.details,
            openedAt: ago(a.dispute.openedDaysAgo),
            resolved: a.dispute.resolved && {
              ...a.dispute.resolved,
              at: ago(a.dispute.resolved.daysAgo),
            },
          },
        });
      }
    }
  }

  return {
    deals,
    funded,
    reviewed,
    campaignOf: (key: string) => {
      const campaign = campaignIds.get(key);
      if (!campaign) throw new Error(`Demo data names an unknown campaign: ${key}`);
      return campaign;
    },
    applicationOf: (campaign: string, creator: string) => {
      const application = applicationsByKey.get(`${campaign}:${creator}`);
      if (!application) throw new Error(`Demo data names an unknown application: ${campaign}:${creator}`);
      return application;
    },
  };
}

export type DemoMarket = Awaited<ReturnType<typeof insertDemoCampaigns>>;
