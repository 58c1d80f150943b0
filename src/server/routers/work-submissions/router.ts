import { router } from '@server/trpc';
import { listApplicationWorkProcedure } from './list-application-work';
import { listCampaignWorkProcedure } from './list-campaign-work';
import { listMyWorkProcedure } from './list-my-work';
import { reviewWorkProcedure } from './review-work';
import { submitWorkProcedure } from './submit-work';

export const workSubmissionsRouter = router({
  submit: submitWorkProcedure,
  listMy: listMyWorkProcedure,
  listForCampaign: listCampaignWorkProcedure,
  listForApplication: listApplicationWorkProcedure,
  review: reviewWorkProcedure,
});
