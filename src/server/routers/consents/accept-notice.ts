import { acceptNoticeInput, consentsOutput } from '@shared/schemas/consents';
import { acceptNotice } from '@server/services/consents/consents';
import { protectedProcedure } from '@server/trpc';

export const acceptNoticeProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/privacy/consents',
      tags: ['privacy'],
      summary:
        'Accept the privacy notice in force (body notice_version: the current version; another is 400); a repeat records nothing more and gives the same answer',
    },
  })
  .input(acceptNoticeInput)
  .output(consentsOutput)
  .mutation(({ ctx }) => acceptNotice(ctx.db, ctx.user.id, ctx.now()));
