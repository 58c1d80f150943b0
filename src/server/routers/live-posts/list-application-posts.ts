import { applicationPostsInput, applicationPostsOutput } from '@shared/schemas/live-posts';
import { listApplicationPosts } from '@server/services/live-posts/list';
import { protectedProcedure } from '@server/trpc';

export const listApplicationPostsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/applications/{id}/posts',
      tags: ['live-posts'],
      summary:
        "An application's live posts for its two parties and admins, each with its latest numbers and its caption's disclosure check",
    },
  })
  .input(applicationPostsInput)
  .output(applicationPostsOutput)
  .query(({ ctx, input }) => listApplicationPosts(ctx.db, ctx.user, input.id));
