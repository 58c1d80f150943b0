import { eq } from 'drizzle-orm';
import type { SyncDb as Db } from '@db/client';
import { campaigns } from '@db/schema';
import type { Campaign } from '@shared/schemas/campaign';
import { conflict } from '@server/errors';
import { ownCampaignForChange, refuseIfModerated } from './access';
import type { Caller } from '../caller';
import { readCampaign } from './columns';

/** Soft delete: the row stays (admins still list it) with status deleted and deleted_at. */
export function deleteCampaign(db: Db, caller: Caller, id: string): Campaign {
  return db.transaction((tx) => {
    const current = ownCampaignForChange(tx, caller, id);
    if (current.status === 'completed') throw conflict('A completed campaign cannot be deleted');
    if (current.status === 'deleted') throw conflict('This campaign is already deleted');
    refuseIfModerated(current, 'deleted');
    tx.update(campaigns)
      .set({ status: 'deleted', deletedAt: new Date().toISOString() })
      .where(eq(campaigns.id, id))
      .run();
    return readCampaign(tx, id);
  });
}
