import { and, eq } from 'drizzle-orm';
import { users } from '@db/schema';
import {
  PASSWORD_CHANGED_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@shared/schemas/account-recovery';
import { fieldRefused } from '@server/errors';
import { MINUTE, type RateLimiter } from '@server/rate-limit';
import { endAccountTokens } from './account-tokens';
import type { VerificationDeps } from './email-verification';
import { hashPassword, verifyPassword } from './password';
import { queuePasswordChanged } from './account-emails';
import { deleteUserSessions } from './sessions';

/**
 * A signed-in change: the current password must be right (400 on that field; wrong guesses are
 * limited like sign-in's, so a borrowed session cannot try passwords freely). The new hash is
 * written only over the hash that was checked, so of two concurrent changes one wins and the
 * other is told its current password is no longer right. Every other session ends; this one stays;
 * and every reset link sent before the change stops working (a link in an inbox someone else reads
 * must not undo the change).
 */
export async function changePassword(
  deps: VerificationDeps & { limiter: RateLimiter },
  userId: string,
  sessionId: string,
  input: { current_password: string; new_password: string },
) {
  const guesses = `password-checks:${userId}`;
  await deps.limiter.consume(
    guesses,
    deps.env.RATE_LIMIT_LOGIN_FAILURES,
    15 * MINUTE,
    'Too many wrong passwords. Please try again later.',
  );
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, input.current_password)))
    throw fieldRefused('current_password', WRONG_CURRENT_PASSWORD_MESSAGE);
  await deps.limiter.release(guesses, 15 * MINUTE);
  if (input.new_password === input.current_password)
    throw fieldRefused('new_password', SAME_PASSWORD_MESSAGE);

  const passwordHash = await hashPassword(input.new_password);
  const changed = await deps.db.transaction(async (tx) => {
    const written = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (written.length === 0) return false;
    await deleteUserSessions(tx, userId, sessionId);
    await endAccountTokens(tx, userId, 'password_reset', deps.now());
    await queuePasswordChanged(tx, userId, deps.now());
    return true;
  });
  if (!changed) throw fieldRefused('current_password', WRONG_CURRENT_PASSWORD_MESSAGE);
  deps.emails.wake();
  return { message: PASSWORD_CHANGED_MESSAGE };
}
