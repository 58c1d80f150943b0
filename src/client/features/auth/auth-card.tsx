import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The frame of the sign-in page and of the pages an emailed link opens (reset, verify): one card in the middle. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('public', { keyPrefix: 'auth' });
  return (
    <main className="flex min-h-screen flex-col items-center px-4 py-8 sm:justify-center">
      <div className="w-full max-w-md">
        <Link to="/" className="text-sm font-medium text-indigo-700 hover:text-indigo-900">
          {t('backHome')}
        </Link>
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-center text-xl font-bold">{title}</h1>
          <div className="mt-4">{children}</div>
        </div>
      </div>
    </main>
  );
}
