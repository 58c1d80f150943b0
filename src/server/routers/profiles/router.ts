import { router } from '@server/trpc';
import { getMyProfileProcedure } from './get-my-profile';
import { getUserProfileProcedure } from './get-user-profile';
import { listInfluencersProcedure } from './list-influencers';
import { updateMyProfileProcedure } from './update-my-profile';

export const profilesRouter = router({
  me: getMyProfileProcedure,
  updateMe: updateMyProfileProcedure,
  user: getUserProfileProcedure,
  influencers: listInfluencersProcedure,
});
