import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { reports, suspensions, users } from '@db/schema';
import type { SUSPENSION_TYPES } from '@shared/enums';
import type { CreateSuspensionInput } from '@shared/schemas/suspension';
import { badRequest, forbidden, notFound } from '@server/errors';
import { type AuditActor, writeAuditEntry } from '../audit/audit-log';
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
 * Records a suspension inside the caller's transaction and, unless it is a warning, ends every
 * session of the user, so the account is locked out from the moment the transaction commits. A
 * warning blocks nothing, so the user is told in a notification instead (the documents are silent; a
 * warning nobody reads warns nobody). The target and the report are checked here, with the write
 * they allow. Returns the new suspension's id, the expiry stored and `announce`, to call once the
 * transaction commits. Callers write the audit entry of their own action (a suspension, or a
 * report resolved by one).
 */
export async function recordSuspension(tx: Db, adminId: string, s: NewSuspension) {
  if (s.userId === adminId) throw forbidden('You cannot suspend yourself');
  const metadata = s.metadata;
  const adminNotes = (metadata.admin_notes ?? metadata.admin_note ?? null) as string | null;
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

  // Normalised to toISOString() so text comparison with "now" orders correctly.
  const expiresAt = s.expiresAt === null ? null : new Date(s.expiresAt).toISOString();
  const [row] = await tx
    .insert(suspensions)
    .values({
      userId: s.userId,
      suspendedBy: adminId,
      suspensionType: s.suspensionType,
      reason: s.reason,
      expiresAt,
      reportId: s.reportId,
      metadata,
      adminNotes: adminNotes || null,
    })
    .returning({ id: suspensions.id });
  const id = row!.id;
  if (s.suspensionType !== 'warning') {
    await invalidateUserSessions(tx, s.userId);
    return { id, expiresAt, announce: await insertNotifications(tx, []) };
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
  return { id, expiresAt, announce };
}

/** What a new suspension sets, as an audit entry's `after` (docs/product.md#audit-log). */
export const suspensionAfter = (s: NewSuspension, expiresAt: string | null) => ({
  status: 'active',
  suspension_type: s.suspensionType,
  reason: s.reason,
  expires_at: expiresAt,
});

/**
 * POST /api/admin/suspensions: the suspension and its audit entry (`user.suspend`, about the user
 * and the suspension) in one transaction. Returns the new suspension's id and `announce`.
 */
export async function suspendUser(db: Db, admin: AuditActor, s: NewSuspension) {
  return db.transaction(async (tx) => {
    const { id, expiresAt, announce } = await recordSuspension(tx, admin.id, s);
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'user.suspend',
      targetType: 'user',
      targetIds: [s.userId, id],
      metadata: { suspension_id: id, before: {}, after: suspensionAfter(s, expiresAt) },
      ip: admin.ip,
    });
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
