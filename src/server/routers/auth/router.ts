import { router } from '@server/trpc';
import { changePasswordProcedure } from './change-password';
import { checkResetLinkProcedure } from './check-reset-link';
import { forgotPasswordProcedure } from './forgot-password';
import { getProfileProcedure } from './get-profile';
import { loginProcedure } from './login';
import { logoutProcedure } from './logout';
import { refreshProcedure } from './refresh';
import { registerProcedure } from './register';
import { resendVerificationProcedure } from './resend-verification';
import { resetPasswordProcedure } from './reset-password';
import { verifyEmailProcedure } from './verify-email';

export const authRouter = router({
  register: registerProcedure,
  login: loginProcedure,
  profile: getProfileProcedure,
  refresh: refreshProcedure,
  logout: logoutProcedure,
  forgotPassword: forgotPasswordProcedure,
  resetPassword: resetPasswordProcedure,
  checkResetLink: checkResetLinkProcedure,
  changePassword: changePasswordProcedure,
  verifyEmail: verifyEmailProcedure,
  resendVerification: resendVerificationProcedure,
});
