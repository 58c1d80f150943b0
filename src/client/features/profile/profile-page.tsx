import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useToast } from '@client/components/toast';
import { Button, buttonClass, Card, Skeleton } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { trpc } from '@client/lib/trpc';
import { AppShell } from '../layout/app-shell';
import { APP_NAME } from '../layout/logo';
import { ROLE_LABEL } from '../layout/menu-items';
import { homeFor, roleOf } from '../session/roles';
import { useSession } from '../session/session-provider';
import { AvatarCard } from './avatar-card';
import { DetailsCard } from './details-card';
import { QuickStatsCard } from './quick-stats-card';
import { SocialCard } from './social-card';

/** /profile: the signed-in user's own profile, photo, details and social profiles. */
export function ProfilePage() {
  const { user } = useSession();
  const toast = useToast();
  const me = trpc.profiles.me.useQuery();
  const failure = me.error ? apiError(me.error) : null;

  // The server's own message when it answered; a lost connection gets the general text. A 401 signs out (main.tsx).
  const failureText =
    failure && failure.status !== 401
      ? (failure.status && failure.message) || 'Failed to fetch profile'
      : null;
  useEffect(() => {
    if (failureText) toast({ variant: 'error', title: 'Error', description: failureText });
  }, [failureText, toast]);

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
          <h1 className="text-2xl font-bold">My Profile</h1>
        </div>
        <Link to={homeFor(user)} className={buttonClass('secondary')}>
          Go to Dashboard
        </Link>
      </div>

      {me.isPending ? (
        <div role="status" aria-label="Loading profile" className="mt-6 grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-64" />
          <Skeleton className="h-96 lg:col-span-2" />
        </div>
      ) : me.isError ? (
        <Card className="mt-6 text-center">
          <p className="text-slate-700">Your profile could not be loaded.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
          <div className="space-y-6">
            <AvatarCard profile={me.data.profile} />
            {role === 'creator' && <QuickStatsCard profile={me.data.profile} />}
          </div>
          <div className="space-y-6 lg:col-span-2">
            <DetailsCard profile={me.data.profile} role={role} />
            <SocialCard profile={me.data.profile} />
          </div>
        </div>
      )}
    </AppShell>
  );
}
