import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@db/client';
import { agreements, users } from '@db/schema';
import type { Agreement } from '@shared/schemas/agreements';
import { forbidden, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { isAdmin } from '../campaigns/access';
import type { Caller } from '../caller';
import { insertNotifications } from '../notifications/notify';
import { partiesOf } from './make';
import { agreementNotices } from './notices';
import { selectAgreements, toAgreement } from './read';

/**
 * POST /agreements/{id}/accept: the caller accepts on their own side. The time is set by a
 * conditional update (only while that side's is empty), so a repeat, or racing repeats, change
 * nothing and answer the same agreement; only the request that set it tells the other party.
 * Anyone but the two parties: 404 (an admin, who may read it: 403).
 */
export async function acceptAgreement(
  deps: { db: Db; events: AppEvents },
  caller: Caller,
  id: string,
): Promise<Agreement> {
  const { agreement, announce } = await deps.db.transaction(async (tx) => {
    const [found] = await selectAgreements(tx).where(eq(agreements.id, id));
    const parties = found ? await partiesOf(tx, found.applicationId) : undefined;
    if (!found || !parties) throw notFound('Agreement');
    const side = parties.creatorId === caller.id ? 'creator' : parties.brandId === caller.id ? 'brand' : null;
    if (!side) {
      if (isAdmin(caller)) throw forbidden('Only the two parties accept an agreement');
      throw notFound('Agreement');
    }
    const at = new Date().toISOString();
    const column = side === 'creator' ? agreements.acceptedByCreatorAt : agreements.acceptedByBrandAt;
    const set = side === 'creator' ? { acceptedByCreatorAt: at } : { acceptedByBrandAt: at };
    const moved = await tx
      .update(agreements)
      .set(set)
      .where(and(eq(agreements.id, id), isNull(column)))
      .returning({ id: agreements.id });
    const [row] = await selectAgreements(tx).where(eq(agreements.id, id));
    const agreement = toAgreement(row!);
    if (moved.length === 0) return { agreement, announce: () => {} };
    const [me] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, caller.id));
    const announce = await insertNotifications(tx, [
      {
        userId: side === 'creator' ? parties.brandId : parties.creatorId,
        ...agreementNotices.accepted({
          agreementId: id,
          applicationId: parties.id,
          campaignId: parties.campaignId,
          campaignTitle: parties.title,
          by: me?.name ?? 'The other party',
          to: side === 'creator' ? 'brand' : 'creator',
          both: agreement.accepted_by_creator_at !== null && agreement.accepted_by_brand_at !== null,
        }),
      },
    ]);
    return { agreement, announce };
  });
  announce(deps.events);
  return agreement;
}
