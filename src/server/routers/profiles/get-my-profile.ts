import { z } from 'zod';
import { ownProfileOutput } from '@shared/schemas/profile';
import { getOwnProfile } from '@server/services/profiles/own-profile';
import { protectedProcedure } from '@server/trpc';

export const getMyProfileProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/profiles/me',
      tags: ['profiles'],
      summary: 'Own profile with earnings and completed campaigns',
    },
  })
  .input(z.void())
  .output(z.object({ profile: ownProfileOutput }))
  .query(async ({ ctx }) => ({ profile: await getOwnProfile(ctx.db, ctx.user.id) }));
