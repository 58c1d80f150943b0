import type { Db } from '@db/client';
import { campaigns } from '@db/schema';
import type { Campaign, CreateCampaignInput } from '@shared/schemas/campaign';
import { readCampaign, usageRightsColumns } from './columns';

/** A new draft or active campaign owned by `brandId` (the session's brand, never the body's user_id). */
export async function createCampaign(db: Db, brandId: string, input: CreateCampaignInput): Promise<Campaign> {
  // Without a type, the budget decides: above 0 is paid, none or 0 barter (docs/product.md#barter).
  const collabType = input.collab_type ?? input.collabType ?? ((input.budget ?? 0) > 0 ? 'paid' : 'barter');
  const [created] = await db
    .insert(campaigns)
    .values({
      userId: brandId,
      // The schema requires a title for both statuses; the fallback only satisfies the type.
      title: input.title ?? '',
      description: input.description ?? null,
      status: input.status,
      // A barter campaign has no budget (the schema refuses one above 0, and a live paid one without).
      budget: collabType === 'barter' ? null : (input.budget ?? null),
      // Only barter declares what the creator receives in kind (docs/product.md#barter-value).
      productValue: collabType === 'barter' ? (input.product_value ?? null) : null,
      budgetRange: input.budget_range ?? null,
      collabType,
      tags: input.tags ?? [],
      deliverables: input.deliverables ?? [],
      startDate: input.timeline?.start_date ?? null,
      endDate: input.timeline?.end_date ?? null,
      deadline: input.deadline ?? null,
      // Left out, the column's default: 2 rounds (docs/product.md#revisions).
      revisionRounds: input.revision_rounds,
      visibility: input.visibility,
      destinationUrl: input.destination_url ?? null,
      ...usageRightsColumns(input.usage_rights),
    })
    .returning({ id: campaigns.id });
  return readCampaign(db, created!.id);
}
