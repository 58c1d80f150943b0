import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-provider';
import { ResendVerificationButton } from './resend-verification-button';

/** Under the header of every signed-in screen until the address is verified; it blocks nothing. */
export function VerifyEmailBanner() {
  const { t } = useTranslation('public', { keyPrefix: 'auth.verify' });
  const { user } = useSession();
  if (!user || user.email_verified) return null;
  return (
    <section aria-label={t('bannerLabel')} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p className="text-sm text-amber-900">
          <span className="font-semibold">{t('bannerTitle')}</span> {t('bannerSentTo')}{' '}
          <span className="break-all font-medium">{user.email}</span>
          {t('bannerOpen')}
        </p>
        <ResendVerificationButton size="sm" />
      </div>
    </section>
  );
}
