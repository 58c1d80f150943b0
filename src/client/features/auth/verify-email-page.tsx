import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { homeFor } from '../session/roles';
import { useSession } from '../session/session-provider';
import { AuthCard } from './auth-card';
import { ResendVerificationButton } from './resend-verification-button';

type Outcome = { status: 'checking' } | { status: 'verified' | 'failed'; message: string };

/** /auth/verify?token=…, from the verification email: confirms the address as soon as it opens. */
export function VerifyEmailPage({ token }: { token: string }) {
  const { user, refreshUser } = useSession();
  const verify = trpc.auth.verifyEmail.useMutation();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'checking' });
  // Once per token, also under StrictMode's double effects: the link is single use.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    verify.mutateAsync({ token }).then(
      async ({ message }) => {
        setOutcome({ status: 'verified', message });
        await refreshUser().catch(() => undefined);
      },
      (error: unknown) =>
        setOutcome({ status: 'failed', message: failureMessage(error, 'Your email could not be verified.') }),
    );
  }, [token, verify, refreshUser]);

  return (
    <AuthCard title="Verify your email">
      {outcome.status === 'checking' ? (
        <p role="status" className="text-center text-sm text-slate-600">
          Checking your link…
        </p>
      ) : outcome.status === 'verified' ? (
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800"
          >
            {outcome.message}
          </p>
          <Link to={user ? homeFor(user) : '/auth'} className={`${buttonClass()} w-full`}>
            {user ? 'Go to Dashboard' : 'Sign in'}
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {outcome.message}. Verification links work for 7 days, until the address is verified.
          </p>
          {user && !user.email_verified ? (
            <ResendVerificationButton className="w-full" />
          ) : (
            <Link to={user ? homeFor(user) : '/auth'} className={`${buttonClass('secondary')} w-full`}>
              {user ? 'Go to Dashboard' : 'Sign in to ask for a new link'}
            </Link>
          )}
        </div>
      )}
    </AuthCard>
  );
}
