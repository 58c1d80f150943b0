import type { ToastInput } from '@client/components/toast';
import { apiError } from '@client/lib/api-error';
import { signInFailure } from '../auth/auth-errors';

/**
 * What to tell a signed-in user whose call the server refused for a suspension: the sign-in page's
 * 'Account Suspended' toast with the reason (docs/product.md#suspended-sign-in). Null otherwise.
 */
export function endNotice(error: unknown): ToastInput | null {
  const refused = apiError(error);
  return refused.suspended ? signInFailure(refused) : null;
}
