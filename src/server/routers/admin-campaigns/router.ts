import { router } from '@server/trpc';
import { campaignStatsProcedure } from './campaign-stats';
import { listAllCampaignsProcedure } from './list-all-campaigns';
import { setCampaignStatusProcedure } from './set-campaign-status';

/** Admin campaign moderation; its /campaigns/admin/* paths have three segments, so GET /campaigns/{id} never takes them. */
export const adminCampaignsRouter = router({
  all: listAllCampaignsProcedure,
  stats: campaignStatsProcedure,
  setStatus: setCampaignStatusProcedure,
});
