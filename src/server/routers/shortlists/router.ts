import { router } from '@server/trpc';
import { addShortlistCreatorProcedure } from './add-creator';
import { createShortlistProcedure } from './create-shortlist';
import { deleteShortlistProcedure } from './delete-shortlist';
import { getShortlistProcedure } from './get-shortlist';
import { myShortlistsProcedure } from './my-shortlists';
import { removeShortlistCreatorProcedure } from './remove-creator';
import { renameShortlistProcedure } from './rename-shortlist';

/** A brand's shortlists of creators (docs/product.md#shortlists). */
export const shortlistsRouter = router({
  create: createShortlistProcedure,
  my: myShortlistsProcedure,
  get: getShortlistProcedure,
  rename: renameShortlistProcedure,
  remove: deleteShortlistProcedure,
  addCreator: addShortlistCreatorProcedure,
  removeCreator: removeShortlistCreatorProcedure,
});
