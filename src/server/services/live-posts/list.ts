import type { Db } from '@db/client';
import type { Caller } from '../caller';
import { readPosts } from './columns';
import { partiesDeal } from './deal';

/**
 * GET /applications/{id}/posts (docs/product.md#live-posts): the two parties and admins read an
 * application's live posts, oldest first, each with its latest numbers and its caption's check.
 */
export async function listApplicationPosts(db: Db, caller: Caller, applicationId: string) {
  const deal = await partiesDeal(db, caller, applicationId);
  return { posts: await readPosts(db, { applicationId: deal.id }, deal.paid), paid: deal.paid };
}
