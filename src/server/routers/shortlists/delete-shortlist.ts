import { z } from 'zod';
import { shortlistIdInput } from '@shared/schemas/shortlists';
import { deleteShortlist } from '@server/services/shortlists/change';
import { protectedProcedure } from '@server/trpc';

export const deleteShortlistProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/shortlists/{id}',
      tags: ['shortlists'],
      summary: 'Delete a shortlist and its list of creators (the creators are not touched)',
    },
  })
  .input(shortlistIdInput)
  .output(z.object({ success: z.boolean() }))
  .mutation(async ({ ctx, input }) => {
    await deleteShortlist(ctx.db, ctx.user.id, input.id);
    return { success: true };
  });
