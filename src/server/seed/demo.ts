import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { jsonArrayHas } from '@db/dialect';
import { users } from '@db/schema';
import { hashPassword } from '../services/auth/password';
import type { Keyring } from '../services/crypto';
import { insertDemoAgreements } from './demo-agreements';
import { insertDemoCampaigns } from './demo-campaigns';
import { clearAllTables } from './demo-clear';
import { demoClock } from './demo-clock';
import { insertDemoContact } from './demo-contact';
import { insertDemoInvitations } from './demo-invitations';
import { insertDemoLivePosts } from './demo-live-posts';
import { insertDemoConversations } from './demo-conversations';
import { DEMO_PASSWORD } from './demo-data';
import { demoLogins, describeLogins, type DemoLogin } from './demo-logins';
import { insertDemoModeration } from './demo-moderation';
import { insertDemoMoney } from './demo-money';
import { insertDemoInvoices } from './demo-invoices';
import { insertDemoNotifications } from './demo-notifications';
import { insertDemoOffers } from './demo-offers';
import { insertDemoTracking } from './demo-tracking';
import { insertDemoPaymentDetails } from './demo-payment-details';
import { insertDemoPeople } from './demo-people';
import { insertDemoPrivacy } from './demo-privacy';
import { insertDemoReviews } from './demo-reviews';
import { insertDemoShortlists } from './demo-shortlists';

export { describeLogins, type DemoLogin };

type SeedOptions = {
  /** Encrypts the demo payment details; without it none are seeded. */
  keyring?: Keyring;
  now?: Date;
};

/** True when someone other than an admin has an account: the database is in use, so no demo. */
export async function hasNonAdminUsers(db: Db) {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.userType} <> 'admin' and not ${jsonArrayHas(users.roles, 'admin')}`)
    .limit(1);
  return found.length > 0;
}

/**
 * Start-up's hook: loads the demo marketplace when no non-admin user exists yet (an ADMIN_EMAIL
 * account alone does not count) and prints its logins with the address to open (`APP_URL`, where
 * the emails' links go too). Otherwise it does nothing.
 */
export async function seedDemoIfEmpty(
  db: Db,
  opts: SeedOptions & { log: (line: string) => void; appUrl: string },
) {
  if (await hasNonAdminUsers(db)) return false;
  const logins = await seedDemo(db, opts);
  if (logins) opts.log(describeLogins(logins, opts.appUrl));
  return logins !== null;
}

/**
 * Inserts the demo marketplace in one transaction. The emptiness check is repeated inside it, so two
 * processes starting together cannot both seed; returns null when it found users after all.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<DemoLogin[] | null> {
  // Hashing is slow: done before the transaction, which does database work only.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) =>
    (await hasNonAdminUsers(tx)) ? null : insertDemo(tx, passwordHash, opts),
  );
}

/** `npm run db:seed`: every row of every table goes, then the demo comes back, all in one transaction. */
export async function reloadDemo(db: Db, opts: SeedOptions = {}): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await clearAllTables(tx);
    return insertDemo(tx, passwordHash, opts);
  });
}

/**
 * The demo, section by section, each a file of its own (demo-*.ts) over the plain data of
 * demo-data.ts; the rows are made by the builders the test factories use (src/db/rows) and every
 * notification and email by its service's own builder (decision 072).
 */
async function insertDemo(tx: Db, passwordHash: string, opts: SeedOptions): Promise<DemoLogin[]> {
  const clock = demoClock(opts.now ?? new Date());
  const people = await insertDemoPeople(tx, passwordHash, clock);
  const market = await insertDemoCampaigns(tx, clock, people);
  await insertDemoInvitations(tx, clock, people);
  await insertDemoMoney(tx, { adminId: people.adminId, ...clock, nameOf: people.nameOf }, market);
  await insertDemoInvoices(tx);
  await insertDemoReviews(tx, { ...clock, nameOf: people.nameOf }, market.reviewed);
  await insertDemoLivePosts(tx, clock, market.reviewed);
  await insertDemoModeration(tx, clock, people, market);
  await insertDemoShortlists(tx, clock, people);
  await insertDemoOffers(tx, clock, people, market);
  await insertDemoTracking(tx, clock, market);
  // After the offers, so an accepted offer's collaboration has its agreement too.
  await insertDemoAgreements(tx, clock.now);
  const emailed = await insertDemoNotifications(tx, clock, people, market);
  await insertDemoConversations(tx, {
    applicationOf: market.applicationOf,
    nameOf: people.nameOf,
    hoursAgo: (hours) => clock.ago(0, hours),
  });
  await insertDemoContact(tx, clock, people, {
    ...emailed,
    to: 'creator@demo.test',
    at: clock.ago(23),
  });
  await insertDemoPrivacy(tx, clock, people);
  if (opts.keyring) await insertDemoPaymentDetails(tx, clock, people, opts.keyring);
  return demoLogins(clock, people);
}
