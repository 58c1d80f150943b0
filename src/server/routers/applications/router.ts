import { router } from '@server/trpc';
import { createApplicationProcedure } from './create-application';
import { listCampaignApplicationsProcedure } from './list-campaign-applications';
import { listMyApplicationsProcedure } from './list-my-applications';
import { listParticipantsProcedure, participantCampaignsProcedure } from './list-participants';
import { updateApplicationProcedure } from './update-application';
import { withdrawApplicationProcedure } from './withdraw-application';

export const applicationsRouter = router({
  create: createApplicationProcedure,
  listMy: listMyApplicationsProcedure,
  listForCampaign: listCampaignApplicationsProcedure,
  participants: listParticipantsProcedure,
  participantCampaigns: participantCampaignsProcedure,
  update: updateApplicationProcedure,
  withdraw: withdrawApplicationProcedure,
});
