import { router } from '@server/trpc';
import { checkSuspendedProcedure } from './check-suspended';
import { createSuspensionProcedure } from './create-suspension';
import { listSuspensionsProcedure } from './list-suspensions';
import { suspensionStatsProcedure } from './suspension-stats';
import { unsuspendUserProcedure } from './unsuspend-user';
import { updateSuspensionProcedure } from './update-suspension';

export const suspensionsRouter = router({
  create: createSuspensionProcedure,
  list: listSuspensionsProcedure,
  stats: suspensionStatsProcedure,
  update: updateSuspensionProcedure,
  isSuspended: checkSuspendedProcedure,
  unsuspend: unsuspendUserProcedure,
});
