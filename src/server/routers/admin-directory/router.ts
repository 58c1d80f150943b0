import { router } from '@server/trpc';
import { brandSummaryProcedure } from './brand-summary';
import { creatorSummaryProcedure } from './creator-summary';

/**
 * The summary cards of the admin's creator and brand tables: those tables are paged, so the totals
 * over every account come from here rather than from the rows on screen.
 */
export const adminDirectoryRouter = router({
  creatorSummary: creatorSummaryProcedure,
  brandSummary: brandSummaryProcedure,
});
