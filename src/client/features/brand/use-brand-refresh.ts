import { useCallback } from 'react';
import { trpc } from '@client/lib/trpc';

/**
 * After any change a brand makes, everything its dashboard shows is asked for again: the campaign
 * list and its tags, the overview figures, and the applications and work lists.
 */
export function useBrandRefresh() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.campaigns.listMy.invalidate(),
        utils.campaigns.myTags.invalidate(),
        utils.campaigns.myOverview.invalidate(),
        utils.applications.invalidate(),
        utils.workSubmissions.invalidate(),
      ]),
    [utils],
  );
}
