import type { Db } from '@db/client';
import { notFound } from '@server/errors';
import { campaignState, type CampaignState } from '../campaigns/access';
import type { Caller } from '../caller';

/**
 * A campaign whose invitations the caller manages: only its owning brand; anyone else, and a
 * deleted campaign, is "not found" (docs/product.md#private-campaigns-and-invitations).
 */
export async function ownCampaign(db: Db, brand: Caller, id: string): Promise<CampaignState> {
  const campaign = await campaignState(db, id);
  if (!campaign || campaign.userId !== brand.id || campaign.status === 'deleted') throw notFound('Campaign');
  return campaign;
}
