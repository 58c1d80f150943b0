import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns } from '@db/schema';
import type { Campaign } from '@shared/schemas/campaign';
import { conflict } from '@server/errors';
import { ownCampaignForChange, refuseIfModerated, refuseIfMoneyWaits } from './access';
import type { Caller } from '../caller';
import { readCampaign } from './columns';

/** Soft delete: the row stays (admins still list it) with status deleted and deleted_at; never with money waiting or held. */
export async function deleteCampaign(db: Db, caller: Caller, id: string): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const current = await ownCampaignForChange(tx, caller, id);
    if (current.status === 'completed') throw conflict('A completed campaign cannot be deleted');
    if (current.status === 'deleted') throw conflict('This campaign is already deleted');
    refuseIfModerated(current, 'deleted');
    await refuseIfMoneyWaits(tx, id, 'deleted');
    await tx
      .update(campaigns)
      .set({ status: 'deleted', deletedAt: new Date().toISOString() })
      .where(eq(campaigns.id, id));
    return readCampaign(tx, id);
  });
}
