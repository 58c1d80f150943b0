import { router } from '@server/trpc';
import { completeCampaignProcedure } from './complete-campaign';
import { completeCreatorProcedure } from './complete-creator';
import { createCampaignProcedure } from './create-campaign';
import { deleteCampaignProcedure } from './delete-campaign';
import { getBrandOverviewProcedure } from './get-brand-overview';
import { getCampaignProcedure } from './get-campaign';
import { getCampaignPerformanceProcedure } from './get-campaign-performance';
import { listCampaignsProcedure } from './list-campaigns';
import { listMyCampaignTagsProcedure } from './list-my-campaign-tags';
import { listMyCampaignsProcedure } from './list-my-campaigns';
import { updateCampaignProcedure } from './update-campaign';

/**
 * The REST adapter takes the first path that matches, in this order: the fixed /campaigns/my
 * paths come before /campaigns/{id}, or "my" would be read as an id.
 */
export const campaignsRouter = router({
  listMy: listMyCampaignsProcedure,
  myTags: listMyCampaignTagsProcedure,
  myOverview: getBrandOverviewProcedure,
  list: listCampaignsProcedure,
  create: createCampaignProcedure,
  get: getCampaignProcedure,
  performance: getCampaignPerformanceProcedure,
  update: updateCampaignProcedure,
  delete: deleteCampaignProcedure,
  complete: completeCampaignProcedure,
  completeCreator: completeCreatorProcedure,
});
