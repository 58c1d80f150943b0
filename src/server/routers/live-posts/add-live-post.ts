import { z } from 'zod';
import { addLivePostBody, livePostOutput } from '@shared/schemas/live-posts';
import { addLivePost } from '@server/services/live-posts/add';
import { creatorProcedure } from '@server/trpc';

export const addLivePostProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/applications/{id}/posts',
      tags: ['live-posts'],
      summary:
        "The application's creator records a post that went live once the work is approved: url, caption, posted_at; answered with the caption's disclosure check",
    },
  })
  .input(addLivePostBody)
  .output(z.object({ post: livePostOutput }))
  .mutation(async ({ ctx, input }) => ({ post: await addLivePost(ctx, ctx.user, input) }));
