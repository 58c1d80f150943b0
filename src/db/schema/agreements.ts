import { createdAt, id, integer, text } from './kit/columns';
import { table, uniqueIndex } from './kit/tables';
import { applications } from './applications';

/*
 * The agreement an accepted collaboration leaves (docs/product.md#agreements-and-usage-rights): its
 * terms written once, from the campaign as it was at acceptance, and never changed after; each party's
 * acceptance is a time set once.
 */

/** One agreement per accepted application; `sha256` is the hex SHA-256 of exactly `text`. */
export const agreements = table(
  'agreements',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    text: text('text').notNull(),
    sha256: text('sha256').notNull(),
    acceptedByCreatorAt: text('accepted_by_creator_at'),
    acceptedByBrandAt: text('accepted_by_brand_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agreements_application_unique').on(t.applicationId)],
);
