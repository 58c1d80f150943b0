import { z } from 'zod';
import { invitationOutput, inviteTokenParam } from '@shared/schemas/invitation';
import { acceptInviteLink } from '@server/services/invitations/link';
import { creatorProcedure } from '@server/trpc';

export const acceptInviteLinkProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/invite-links/{token}/accept',
      tags: ['invitations'],
      summary:
        'A signed-in creator follows an invite link: their invitation to its campaign (the same one again on a second accept)',
    },
  })
  .input(z.object({ token: inviteTokenParam }))
  .output(z.object({ invitation: invitationOutput }))
  .mutation(async ({ ctx, input }) => ({
    invitation: await acceptInviteLink(ctx.db, ctx.user, input.token),
  }));
