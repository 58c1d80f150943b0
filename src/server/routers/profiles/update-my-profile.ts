import { z } from 'zod';
import { ownProfileOutput, profileUpdateInput } from '@shared/schemas/profile';
import { updateOwnProfile } from '@server/services/profiles/own-profile';
import { protectedProcedure } from '@server/trpc';

export const updateMyProfileProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/profiles/me',
      tags: ['profiles'],
      summary: 'Change fields of the own profile',
    },
  })
  .input(profileUpdateInput)
  .output(z.object({ profile: ownProfileOutput }))
  .mutation(async ({ ctx, input }) => ({ profile: await updateOwnProfile(ctx.db, ctx.user, input) }));
