import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { alias } from '@db/engines/builder';
import { agreements, applications, campaigns, profiles, users } from '@db/schema';
import { isPaidDeal } from '@shared/campaign-terms';
import { dealsOf, participantsInOrder } from '../campaigns/pay-participant';
import { brandNameOf } from '../campaigns/columns';
import { agreementText, AGREEMENT_VERSION, sha256Of, type AgreementFacts } from './terms';

const brand = alias(users, 'brand');
const brandProfile = alias(profiles, 'brand_profile');
const creator = alias(users, 'creator');
const creatorProfile = alias(profiles, 'creator_profile');

/** The application, its campaign as stored now, and the two parties' names. */
async function dealOf(tx: Db, applicationId: string) {
  const [row] = await tx
    .select({
      applicationId: applications.id,
      status: applications.status,
      agreedAmount: applications.agreedAmount,
      campaignId: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      deliverables: campaigns.deliverables,
      deadline: campaigns.deadline,
      revisionRounds: campaigns.revisionRounds,
      collabType: campaigns.collabType,
      budget: campaigns.budget,
      productValue: campaigns.productValue,
      usageScope: campaigns.usageScope,
      usageDurationDays: campaigns.usageDurationDays,
      usageTerritory: campaigns.usageTerritory,
      usageExclusivityDays: campaigns.usageExclusivityDays,
      brandId: brand.id,
      brandName: brandNameOf(brandProfile, brand),
      creatorId: creator.id,
      creatorName: creator.fullName,
      creatorUsername: creatorProfile.username,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(brand, eq(brand.id, campaigns.userId))
    .leftJoin(brandProfile, eq(brandProfile.userId, brand.id))
    .innerJoin(creator, eq(creator.id, applications.creatorId))
    .leftJoin(creatorProfile, eq(creatorProfile.userId, creator.id))
    .where(eq(applications.id, applicationId));
  return row;
}

type Deal = NonNullable<Awaited<ReturnType<typeof dealOf>>>;

/**
 * What the creator is paid: the agreed amount of a direct offer, else their share of a paid budget
 * as completion would share it among the participants accepted so far (campaigns/pay-participant.ts).
 */
async function paymentOf(tx: Db, d: Deal): Promise<AgreementFacts['payment']> {
  if (d.agreedAmount !== null) return { kind: 'agreed', amount: d.agreedAmount };
  if (!isPaidDeal({ collab_type: d.collabType, budget: d.budget }))
    return { kind: 'barter', productValue: d.productValue };
  const participants = await participantsInOrder(tx, d.campaignId);
  const deals = dealsOf(d.budget, participants);
  const sharing = participants.filter((p) => p.agreedAmount == null).length;
  return {
    kind: 'share',
    amount: deals.get(d.applicationId) ?? 0,
    budget: d.budget ?? 0,
    participants: Math.max(sharing, 1),
  };
}

/**
 * Makes the application's agreement from its campaign as it is now, in the caller's transaction
 * (docs/product.md#agreements-and-usage-rights), unless it has one: the unique application_id
 * decides between racing makers, and the loser writes nothing. Returns nothing; callers read it.
 */
export async function makeAgreement(tx: Db, applicationId: string, now = new Date()) {
  const [existing] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(eq(agreements.applicationId, applicationId));
  if (existing) return;
  const d = await dealOf(tx, applicationId);
  if (!d) return;
  const madeAt = now.toISOString();
  const text = agreementText({
    applicationId: d.applicationId,
    madeAt,
    brand: { id: d.brandId, name: d.brandName },
    creator: { id: d.creatorId, name: d.creatorName, username: d.creatorUsername },
    campaign: {
      id: d.campaignId,
      title: d.title,
      description: d.description,
      deliverables: d.deliverables,
      deadline: d.deadline,
      revisionRounds: d.revisionRounds,
      usageRights: {
        scope: d.usageScope,
        duration_days: d.usageDurationDays,
        territory: d.usageTerritory,
        exclusivity_days: d.usageExclusivityDays,
      },
    },
    payment: await paymentOf(tx, d),
    paysMoney: isPaidDeal({ collab_type: d.collabType, budget: d.budget }) || (d.agreedAmount ?? 0) > 0,
  });
  await tx
    .insert(agreements)
    .values({
      applicationId,
      version: AGREEMENT_VERSION,
      text,
      sha256: sha256Of(text),
      createdAt: madeAt,
    })
    .onConflictDoNothing({ target: agreements.applicationId });
}

/** The parties of an application and whether it is a collaboration (accepted or later). */
export async function partiesOf(tx: Db, applicationId: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      creatorId: applications.creatorId,
      brandId: campaigns.userId,
      title: campaigns.title,
      campaignId: campaigns.id,
    })
    .from(applications)
    .innerJoin(campaigns, and(eq(campaigns.id, applications.campaignId)))
    .where(eq(applications.id, applicationId));
  return row;
}
