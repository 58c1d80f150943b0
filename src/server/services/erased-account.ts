import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@db/client';
import { users } from '@db/schema';
import { AppError } from '@server/errors';

/**
 * In the transaction of a new message or application: refuses (401, as a signed-out call) an
 * account erased meanwhile (docs/product.md#erasure). The erasure writes the users row first and
 * this reads it, so SQLite's one writer and PostgreSQL's SERIALIZABLE put the two in an order: the
 * erasure then finds the message to blank, or the send finds the account erased (decision 089).
 */
export async function refuseErasedAccount(tx: Db, userId: string) {
  const [erased] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.erasedAt)));
  if (erased) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
}
