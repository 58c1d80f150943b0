import type { SyncDb as Db } from '@db/client';
import type { Campaign } from '@shared/schemas/campaign';
import { visibleCampaign } from './access';
import type { Caller } from '../caller';
import { readCampaign } from './columns';

/** One campaign as the caller may see it; a stranger's draft or deleted campaign is 404. */
export function getCampaign(db: Db, caller: Caller, id: string): Campaign {
  return readCampaign(db, visibleCampaign(db, caller, id).id);
}
