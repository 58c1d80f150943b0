import { createFileRoute, Link } from '@tanstack/react-router';
import { Logo } from '../features/layout/logo';
import { homeFor } from '../features/session/roles';
import { useSession } from '../features/session/session-provider';
import { SignOutButton } from '../features/session/sign-out-button';

export const Route = createFileRoute('/')({
  component: Landing,
});

const primary = 'rounded-md bg-indigo-600 px-5 py-3 text-center font-semibold text-white hover:bg-indigo-700';
const secondary =
  'rounded-md border border-indigo-600 bg-white px-5 py-3 text-center font-semibold text-indigo-700 hover:bg-indigo-50';

function Landing() {
  const { user } = useSession();
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <nav className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          {user ? (
            <div className="flex min-w-0 items-center gap-3">
              <span className="min-w-0 break-all text-sm text-slate-700">Welcome, {user.email}</span>
              <SignOutButton />
            </div>
          ) : (
            <Link to="/auth" search={{ tab: 'signin' }} className="font-medium text-indigo-700 hover:text-indigo-900">
              Sign In
            </Link>
          )}
        </nav>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Where creators and brands collaborate</h1>
        <p className="mt-4 text-lg text-slate-600">
          Barter or paid campaigns, directly between creators and brands. No middlemen, no platform fees: creators
          keep 100% of their earnings.
        </p>
        {user ? (
          <div className="mt-8 flex flex-col items-center gap-4">
            <p className="text-lg">Welcome back, {user.full_name}!</p>
            <Link to={homeFor(user)} className={primary}>
              Go to Dashboard
            </Link>
          </div>
        ) : (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/auth" search={{ tab: 'signup', user_type: 'influencer' }} className={primary}>
              Join as Influencer
            </Link>
            <Link to="/auth" search={{ tab: 'signup', user_type: 'brand' }} className={secondary}>
              Join as Brand
            </Link>
            <Link to="/auth" search={{ tab: 'signin' }} className={secondary}>
              Sign In
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
