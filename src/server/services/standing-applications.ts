import { ne } from 'drizzle-orm';
import { applications } from '@db/schema';

/**
 * The applications that count: a withdrawn one is kept (re-applying reopens it) but leaves every
 * list and count, the brand's, the creator's and the admin's alike (docs/product.md#withdraw).
 * Raw SQL over `applications` writes the same condition as `status <> 'withdrawn'`.
 */
export const standingApplication = ne(applications.status, 'withdrawn');
