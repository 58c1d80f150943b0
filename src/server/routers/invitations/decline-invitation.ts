import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { invitationOutput } from '@shared/schemas/invitation';
import { declineInvitation } from '@server/services/invitations/decline';
import { creatorProcedure } from '@server/trpc';

export const declineInvitationProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/invitations/{id}/decline',
      tags: ['invitations'],
      summary: 'The invited creator declines a pending invitation',
    },
  })
  .input(z.object({ id: idParam }))
  .output(z.object({ invitation: invitationOutput }))
  .mutation(async ({ ctx, input }) => ({ invitation: await declineInvitation(ctx.db, ctx.user, input.id) }));
