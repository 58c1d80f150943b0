import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { userProfileOutput } from '@shared/schemas/profile';
import { getUserProfile } from '@server/services/profiles/public-profiles';
import { hasRole } from '@shared/roles';
import { protectedProcedure } from '@server/trpc';

export const getUserProfileProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/profiles/user/{id}',
      tags: ['profiles'],
      summary: "A user's public profile (contact details for admins)",
    },
  })
  .input(z.object({ id: idParam }))
  .output(z.object({ profile: userProfileOutput }))
  .query(async ({ ctx, input }) => ({
    profile: await getUserProfile(ctx.db, input.id, { withContact: hasRole(ctx.user, 'admin') }),
  }));
