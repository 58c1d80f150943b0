import { z } from 'zod';
import { detailedBrandOutput, listDetailedUsersInput } from '@shared/schemas/admin-users';
import { listDetailedBrands } from '@server/services/admin-users/detailed';
import { adminProcedure } from '@server/trpc';

export const detailedBrandsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/profiles/detailed-brands',
      tags: ['admin-users'],
      summary: 'Brands with contact details and campaign and application counts',
    },
  })
  .input(listDetailedUsersInput)
  .output(z.object({ brands: z.array(detailedBrandOutput) }))
  .query(async ({ ctx, input }) => ({ brands: await listDetailedBrands(ctx.db, input) }));
