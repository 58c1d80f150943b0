import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertPerson, userRow } from '@db/rows/people';
import { users } from '@db/schema';
import type { DemoClock } from './demo-clock';
import { DEMO_ADMIN_EMAIL, DEMO_BRANDS, DEMO_CREATORS, type DemoUser } from './demo-data';

/** The demo's people by key: their ids and names, and the admin's id. */
export type DemoPeople = Awaited<ReturnType<typeof insertDemoPeople>>;

/**
 * The admin, the brands and the creators with their profiles, each joined `joinedDaysAgo` and
 * ready to use (no verification banner). ADMIN_EMAIL may already name the demo admin; then that
 * account is used as it is (`existingAdmin`).
 */
export async function insertDemoPeople(tx: Db, passwordHash: string, clock: DemoClock) {
  const { ago } = clock;
  const insert = async (
    u: Pick<DemoUser, 'email' | 'fullName' | 'joinedDaysAgo' | 'profile'>,
    userType: 'influencer' | 'brand' | 'admin',
    lastActiveAt: string,
  ) => {
    const joined = ago(u.joinedDaysAgo);
    const row = userRow({
      email: u.email,
      passwordHash,
      userType,
      fullName: u.fullName,
      lastActiveAt,
      createdAt: joined,
      updatedAt: joined,
    });
    return (await insertPerson(tx, row, u.profile)).id;
  };

  const [existingAdmin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL));
  const adminId =
    existingAdmin?.id ??
    (await insert(
      {
        email: DEMO_ADMIN_EMAIL,
        fullName: 'Nisha Rao',
        joinedDaysAgo: 180,
        profile: { bio: 'Trust & safety lead.', location: 'Bengaluru', phone: '+91 80000 12345' },
      },
      'admin',
      ago(0, 1),
    ));

  const ids = new Map<string, string>();
  /** As others see them: a brand by its company name. */
  const names = new Map<string, string>();
  const fullNames = new Map<string, string>();
  for (const [i, b] of DEMO_BRANDS.entries()) {
    ids.set(b.key, await insert(b, 'brand', b.main ? ago(0, 2) : ago(i + 1, 3)));
    names.set(b.key, b.profile.companyName ?? b.fullName);
  }
  for (const [i, c] of DEMO_CREATORS.entries()) {
    ids.set(c.key, await insert(c, 'influencer', c.main ? ago(0, 1) : ago(i, 5)));
    names.set(c.key, c.fullName);
  }
  for (const u of [...DEMO_BRANDS, ...DEMO_CREATORS]) fullNames.set(u.key, u.fullName);
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Demo data names an unknown person: ${key}`);
    return id;
  };
  const nameById = new Map([...ids].map(([key, id]) => [id, names.get(key)!]));
  return {
    adminId,
    existingAdmin: existingAdmin !== undefined,
    /** Everyone but the admin, by id. */
    ids: [...ids.values()],
    idOf,
    /** A person's name as others see it (a brand's company name), by id. */
    nameOf: (id: string) => nameById.get(id) ?? '',
    /** A person's own full name, by key. */
    fullNameOf: (key: string) => fullNames.get(key)!,
    /** A brand's company name, by key. */
    brandName: (key: string) => names.get(key)!,
  };
}
