import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { reports, suspensions, users } from '@db/schema';
import type { SUSPENSION_TYPES } from '@shared/enums';
import type { CreateSuspensionInput } from '@shared/schemas/suspension';
import { badRequest, forbidden, notFound } from '@server/errors';
import { invalidateUserSessions } from '../auth/sessions';
import { insertNotifications } from '../notifications/notify';

export type NewSuspension = {
  userId: string;
  suspensionType: (typeof SUSPENSION_TYPES)[number];
  reason: string;
  expiresAt: string | null;
  metadata: Record<string, unknown>;
  reportId: string | null;
};

/**
 * Records a suspension and, unless it is a warning, ends every session of the user in the same
 * transaction, so the account is locked out from the moment this returns. A warning blocks nothing,
 * so the user is told in a notification instead (the documents are silent; a warning nobody reads
 * warns nobody). Callers may pass their own transaction (suspend from a report): this one is then a
 * savepoint within it. The target and the report are checked inside the transaction, with the
 * write they allow. Returns the new suspension's id and `announce`, to call once the outermost
 * transaction commits.
 */
export async function suspendUser(db: Db, adminId: string, s: NewSuspension) {
  if (s.userId === adminId) throw forbidden('You cannot suspend yourself');
  const metadata = s.metadata;
  const adminNotes = (metadata.admin_notes ?? metadata.admin_note ?? null) as string | null;
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ roles: users.roles, userType: users.userType })
      .from(users)
      .where(eq(users.id, s.userId));
    if (!target) throw notFound('User');
    if (target.roles.includes('admin') || target.userType === 'admin')
      throw forbidden('Admins cannot be suspended');
    if (s.expiresAt !== null && Date.parse(s.expiresAt) <= Date.now()) {
      throw badRequest('expires_at must be in the future');
    }
    if (s.reportId) {
      const [report] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, s.reportId));
      if (!report) throw notFound('Report');
    }

    const [row] = await tx
      .insert(suspensions)
      .values({
        userId: s.userId,
        suspendedBy: adminId,
        suspensionType: s.suspensionType,
        reason: s.reason,
        // Normalised to toISOString() so text comparison with "now" orders correctly.
        expiresAt: s.expiresAt === null ? null : new Date(s.expiresAt).toISOString(),
        reportId: s.reportId,
        metadata,
        adminNotes: adminNotes || null,
      })
      .returning({ id: suspensions.id });
    const id = row!.id;
    if (s.suspensionType !== 'warning') {
      await invalidateUserSessions(tx, s.userId);
      return { id, announce: await insertNotifications(tx, []) };
    }
    const announce = await insertNotifications(tx, [
      {
        userId: s.userId,
        type: 'message',
        title: 'You have received a warning',
        message: `An administrator has warned your account: ${s.reason}. Further violations may lead to a suspension.`,
        priority: 'high',
        metadata: { suspension_id: id },
      },
    ]);
    return { id, announce };
  });
}

/** POST /api/admin/suspensions: the admin panel's request as a NewSuspension. */
export function fromCreateInput(input: CreateSuspensionInput): NewSuspension {
  const metadata = Object.fromEntries(
    Object.entries(input.metadata).filter(([, v]) => v !== undefined && v !== ''),
  );
  return {
    userId: input.user_id,
    suspensionType: input.suspension_type,
    reason: input.reason,
    expiresAt: input.expires_at ?? null,
    metadata,
    reportId: input.metadata.report_id ?? null,
  };
}
