import { z } from 'zod';
import { consentsOutput } from '@shared/schemas/consents';
import { listConsents } from '@server/services/consents/consents';
import { protectedProcedure } from '@server/trpc';

export const listConsentsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/privacy/consents',
      tags: ['privacy'],
      summary:
        "The caller's consents (notice_version, purpose, given_at, withdrawn_at), newest first, the notice version in force, and whether the caller still has to accept it",
    },
  })
  .input(z.void())
  .output(consentsOutput)
  .query(({ ctx }) => listConsents(ctx.db, ctx.user.id));
