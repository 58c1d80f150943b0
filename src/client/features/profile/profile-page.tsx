import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass, Card, LoadFailed, Skeleton } from '@client/components/ui';
import { LanguageSwitch } from '@client/i18n/language-switch';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AppShell } from '../layout/app-shell';
import { APP_NAME } from '../layout/logo';
import { ROLE_LABEL } from '../layout/menu-items';
import { homeFor, roleOf } from '../session/roles';
import { useSession } from '../session/session-provider';
import { AvatarCard } from './avatar-card';
import { ChangePasswordCard } from './change-password-card';
import { DetailsCard } from './details-card';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { PublicPageCard } from './public-page-card';
import { QuickStatsCard } from './quick-stats-card';
import { ReviewsCard } from './reviews-card';
import { SocialCard } from './social-card';
import { TaxDetailsCard } from './tax-details-card';

/** /profile: the signed-in user's own profile, photo, details and social profiles. */
export function ProfilePage() {
  const { t } = useTranslation('app', { keyPrefix: 'profile' });
  const { user } = useSession();
  const me = trpc.profiles.me.useQuery();

  // The user is gone for a moment while signing out, before the landing page replaces this screen.
  if (!user) return null;
  const role = roleOf(user);

  return (
    <AppShell>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-indigo-700">
            {APP_NAME} · {ROLE_LABEL[role]}
          </p>
          <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        </div>
        <Link to={homeFor(user)} className={buttonClass('secondary')}>
          {t('page.dashboard')}
        </Link>
      </div>

      {me.isPending ? (
        <div role="status" aria-label={t('page.loading')} className="mt-6 grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-64" />
          <Skeleton className="h-96 lg:col-span-2" />
        </div>
      ) : me.isError ? (
        <div className="mt-6">
          <LoadFailed
            title={failureMessage(me.error, t('page.loadFailed'))}
            detail={t('page.loadFailedDetail')}
            onRetry={me.refetch}
          />
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
          <div className="space-y-6">
            <AvatarCard profile={me.data.profile} />
            {role === 'creator' && <QuickStatsCard profile={me.data.profile} />}
            {role !== 'admin' && <ReviewsCard userId={me.data.profile.id} />}
          </div>
          <div className="space-y-6 lg:col-span-2">
            <DetailsCard profile={me.data.profile} role={role} />
            {role === 'creator' && <PublicPageCard profile={me.data.profile} />}
            <SocialCard profile={me.data.profile} />
            <TaxDetailsCard profile={me.data.profile} withGstin={role !== 'admin'} />
            <NotificationPreferencesCard role={role} />
            <LanguageCard />
            <ChangePasswordCard />
          </div>
        </div>
      )}
    </AppShell>
  );
}

/** English or हिन्दी, chosen here as in the header (the switch saves it on the profile). */
function LanguageCard() {
  const { t } = useTranslation('app', { keyPrefix: 'profile.language' });
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <div className="mt-4">
        <LanguageSwitch showLabel />
      </div>
    </Card>
  );
}
