import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { invitationOutput, inviteLinkOutput } from '@shared/schemas/invitation';
import { campaignInvitationList } from '@server/services/invitations/read';
import { brandProcedure } from '@server/trpc';

export const listCampaignInvitationsProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/{id}/invitations',
      tags: ['invitations'],
      summary:
        "The campaign's invitations with their status, newest first, and its invite link: the owning brand",
    },
  })
  .input(z.object({ id: idParam }))
  .output(z.object({ invitations: z.array(invitationOutput), invite_link: inviteLinkOutput.nullable() }))
  .query(({ ctx, input }) => campaignInvitationList(ctx.db, ctx.user, input.id, ctx.env.APP_URL));
