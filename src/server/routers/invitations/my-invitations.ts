import { z } from 'zod';
import { myInvitationOutput } from '@shared/schemas/invitation';
import { myInvitations } from '@server/services/invitations/read';
import { creatorProcedure } from '@server/trpc';

export const myInvitationsProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/invitations/my',
      tags: ['invitations'],
      summary: "The creator's invitations, newest first, each with its campaign",
    },
  })
  .input(z.void())
  .output(z.object({ invitations: z.array(myInvitationOutput) }))
  .query(async ({ ctx }) => ({ invitations: await myInvitations(ctx.db, ctx.user) }));
