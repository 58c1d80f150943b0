import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { inviteLinkOutput } from '@shared/schemas/invitation';
import { replaceInviteLink } from '@server/services/invitations/link';
import { brandProcedure } from '@server/trpc';

export const replaceInviteLinkProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/campaigns/{id}/invite-link',
      tags: ['invitations'],
      summary:
        "A new invite link to the owning brand's campaign (APP_URL/i/{token}); the old one stops working",
    },
  })
  .input(z.object({ id: idParam }))
  .output(z.object({ invite_link: inviteLinkOutput }))
  .mutation(async ({ ctx, input }) => ({
    invite_link: await replaceInviteLink(ctx.db, ctx.user, input.id, ctx.env.APP_URL),
  }));
