import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('public', { keyPrefix: 'auth.verify' });
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
      (error: unknown) => setOutcome({ status: 'failed', message: failureMessage(error, t('notVerified')) }),
    );
  }, [token, verify, refreshUser, t]);

  return (
    <AuthCard title={t('title')}>
      {outcome.status === 'checking' ? (
        <p role="status" className="text-center text-sm text-slate-600">
          {t('checking')}
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
            {user ? t('goDashboard') : t('signIn')}
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t('failed', { message: outcome.message })}
          </p>
          {user && !user.email_verified ? (
            <ResendVerificationButton className="w-full" />
          ) : (
            <Link to={user ? homeFor(user) : '/auth'} className={`${buttonClass('secondary')} w-full`}>
              {user ? t('goDashboard') : t('signInForNew')}
            </Link>
          )}
        </div>
      )}
    </AuthCard>
  );
}
