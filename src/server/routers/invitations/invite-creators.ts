import { z } from 'zod';
import { invitationOutput, inviteCreatorsInput } from '@shared/schemas/invitation';
import { inviteCreators } from '@server/services/invitations/invite';
import { brandProcedure } from '@server/trpc';

export const inviteCreatorsProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/campaigns/{id}/invitations',
      tags: ['invitations'],
      summary:
        'The owning brand invites 1-100 creators to its active campaign, with an optional message; those already invited or applied get nothing new',
    },
  })
  .input(inviteCreatorsInput)
  .output(z.object({ invitations: z.array(invitationOutput), invited_count: z.number() }))
  .mutation(({ ctx, input }) => inviteCreators(ctx, ctx.user, input));
