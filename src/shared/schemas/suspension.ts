import { z } from 'zod';
import { SUSPENSION_STATUSES, SUSPENSION_TYPES } from '../enums';
import { idParam, pageInput, searchText, text } from './common';

export const suspensionType = z.enum(SUSPENSION_TYPES, {
  message: 'Suspension type must be warning, temporary or permanent',
});

const notes = (field: string) =>
  text(field, { lines: true }).max(1000, `${field} must be at most 1000 characters`);

/** A suspension's reason: required after trimming (docs/product.md#suspend-from-report). */
export const suspensionReason = text('Reason', {
  lines: true,
  message: 'Please provide a reason for suspension.',
})
  .min(1, 'Please provide a reason for suspension.')
  .max(1000, 'Reason must be at most 1000 characters');

const isoDateTime = text('expires_at').pipe(
  z.iso.datetime({ offset: true, message: 'expires_at must be an ISO 8601 date and time' }),
);

/** What the admin panel may attach to a suspension (its type, notes, duration and report). */
export const suspensionMetadata = z.object({
  admin_note: notes('Admin note').optional(),
  admin_notes: notes('Admin notes').optional(),
  suspension_duration: z.union([text('Suspension duration').max(100), z.number()]).optional(),
  report_id: idParam.optional(),
});

/**
 * POST /api/admin/suspensions. A temporary suspension needs an expiry; a permanent one has none;
 * a warning may have one. Whether the expiry is in the future is checked on the server, against its clock.
 */
export const createSuspensionInput = z
  .object({
    user_id: idParam,
    suspension_type: suspensionType,
    reason: suspensionReason,
    expires_at: isoDateTime.nullish(),
    metadata: suspensionMetadata.default({}),
  })
  .superRefine((v, ctx) => {
    if (v.suspension_type === 'temporary' && !v.expires_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: 'expires_at is required for a temporary suspension',
      });
    }
    if (v.suspension_type === 'permanent' && v.expires_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: 'A permanent suspension has no expires_at',
      });
    }
  });
export type CreateSuspensionInput = z.infer<typeof createSuspensionInput>;

export const listSuspensionsInput = z.object({
  status: z.enum(SUSPENSION_STATUSES, { message: 'Status must be active, expired or cancelled' }).optional(),
  suspension_type: suspensionType.optional(),
  search: searchText().optional(),
  /** One user's suspensions, warnings included: their history in the admin's details dialog. */
  user_id: idParam.optional(),
  ...pageInput,
});

export const updateSuspensionInput = z.object({
  id: idParam,
  status: z.literal('cancelled', { message: 'Status can only be set to cancelled' }),
  admin_notes: notes('Admin notes').optional(),
});

export const unsuspendUserInput = z.object({
  id: idParam,
  admin_notes: notes('Admin notes').optional(),
});

export const suspensionOutput = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  suspension_type: z.enum(SUSPENSION_TYPES),
  /** Derived: a stored active suspension whose expires_at has passed is `expired`. */
  status: z.enum(SUSPENSION_STATUSES),
  reason: z.string(),
  expires_at: z.string().nullable(),
  admin_notes: z.string().nullable(),
  report_id: z.string().nullable(),
  suspended_by: z.string().nullable(),
  ended_at: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SuspensionOutput = z.infer<typeof suspensionOutput>;

export const suspensionStatsOutput = z.object({
  total_suspensions: z.number(),
  active_suspensions: z.number(),
  temporary_suspensions: z.number(),
  permanent_suspensions: z.number(),
});
