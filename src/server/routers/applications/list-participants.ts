import {
  listParticipantsInput,
  participantCampaignsOutput,
  participantsOutput,
} from '@shared/schemas/application';
import { listParticipants, participantCampaigns } from '@server/services/applications/participants';
import { brandProcedure, roleProcedure } from '@server/trpc';
import { withTrackingUrls } from './tracking-url';

export const listParticipantsProcedure = roleProcedure('brand', 'admin')
  .meta({
    openapi: {
      method: 'GET',
      path: '/applications/campaign/{id}/participants',
      tags: ['applications'],
      summary:
        "A campaign's participants (accepted, approved or completed), with their total and approved count",
    },
  })
  .input(listParticipantsInput)
  .output(participantsOutput)
  .query(async ({ ctx, input }) =>
    withTrackingUrls(ctx.env.APP_URL, await listParticipants(ctx.db, ctx.user, input)),
  );

export const participantCampaignsProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/applications/participant-campaigns',
      tags: ['applications'],
      summary: "The brand's campaigns that have participants, with how many each has",
    },
  })
  .output(participantCampaignsOutput)
  .query(async ({ ctx }) => participantCampaigns(ctx.db, ctx.user.id));
