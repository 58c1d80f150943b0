import { i18n } from '@client/i18n/i18n';
import type { ToastInput } from '@client/components/toast';
import { apiError, type ApiError } from '@client/lib/api-error';

/** The 'Account Suspended' toast, with the server's reason: at sign-in and when a session is refused. */
export const suspendedToast = (error: ApiError): ToastInput => ({
  variant: 'error',
  title: i18n.t('session.suspendedTitle', { ns: 'public' }),
  description: error.message || i18n.t('session.suspended', { ns: 'public' }),
});

/**
 * What to tell a signed-in user whose call the server refused for a suspension: the sign-in page's
 * 'Account Suspended' toast with the reason (docs/product.md#suspended-sign-in). Null otherwise.
 */
export function endNotice(error: unknown): ToastInput | null {
  const refused = apiError(error);
  return refused.suspended ? suspendedToast(refused) : null;
}
