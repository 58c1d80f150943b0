import { router } from '@server/trpc';
import { getProfileProcedure } from './get-profile';
import { loginProcedure } from './login';
import { logoutProcedure } from './logout';
import { refreshProcedure } from './refresh';
import { registerProcedure } from './register';

export const authRouter = router({
  register: registerProcedure,
  login: loginProcedure,
  profile: getProfileProcedure,
  refresh: refreshProcedure,
  logout: logoutProcedure,
});
