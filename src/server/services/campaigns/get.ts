import type { Db } from '@db/client';
import type { Campaign } from '@shared/schemas/campaign';
import { visibleCampaign } from './access';
import type { Caller } from '../caller';
import { readCampaign } from './columns';

/** One campaign as the caller may see it; a stranger's draft or deleted campaign is 404. */
export async function getCampaign(db: Db, caller: Caller, id: string): Promise<Campaign> {
  return readCampaign(db, (await visibleCampaign(db, caller, id)).id);
}
