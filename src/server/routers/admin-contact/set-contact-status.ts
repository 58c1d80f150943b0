import { z } from 'zod';
import { contactMessageOutput, setContactStatusInput } from '@shared/schemas/contact';
import { setContactStatus } from '@server/services/contact/admin-messages';
import { adminProcedure } from '@server/trpc';

export const setContactStatusProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/admin/contact-messages/{id}/status',
      tags: ['admin-contact'],
      summary: 'Mark a contact message answered or new; marking it as it already is changes nothing',
    },
  })
  .input(setContactStatusInput)
  .output(z.object({ contact_message: contactMessageOutput }))
  .mutation(async ({ ctx, input }) => ({
    contact_message: await setContactStatus(ctx.db, { id: ctx.user.id, ip: ctx.ip }, input.id, input.status),
  }));
