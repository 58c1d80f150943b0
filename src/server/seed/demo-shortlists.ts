import type { Db } from '@db/client';
import { shortlistCreators, shortlists } from '@db/schema';
import { insertedId, type DemoClock } from './demo-clock';
import type { DemoPeople } from './demo-people';

/** The demo brand's shortlists (docs/product.md#shortlists): creators it found, each with a note. */
const DEMO_SHORTLISTS = [
  {
    brand: 'saffron',
    name: 'Festive season picks',
    createdDaysAgo: 12,
    creators: [
      { key: 'sneha', note: 'Bridal looks with our lehengas: ask about a 3-reel package.', daysAgo: 12 },
      { key: 'priya', note: 'Worked with us before; strong Mumbai audience.', daysAgo: 10 },
      { key: 'tara', note: 'Music reels for the Navratri drop?', daysAgo: 3 },
    ],
  },
  {
    brand: 'saffron',
    name: 'Travel and handloom stories',
    createdDaysAgo: 5,
    creators: [{ key: 'arjun', note: 'Could visit the Kutch weavers for a travel vlog.', daysAgo: 5 }],
  },
];

export async function insertDemoShortlists(tx: Db, clock: DemoClock, people: DemoPeople) {
  for (const list of DEMO_SHORTLISTS) {
    const last = Math.min(...list.creators.map((c) => c.daysAgo));
    const id = await insertedId(
      tx
        .insert(shortlists)
        .values({
          brandId: people.idOf(list.brand),
          name: list.name,
          createdAt: clock.ago(list.createdDaysAgo),
          updatedAt: clock.ago(last),
        })
        .returning({ id: shortlists.id }),
    );
    await tx.insert(shortlistCreators).values(
      list.creators.map((c) => ({
        shortlistId: id,
        creatorId: people.idOf(c.key),
        note: c.note,
        addedAt: clock.ago(c.daysAgo),
      })),
    );
  }
}
