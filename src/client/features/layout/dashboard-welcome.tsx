import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-provider';

/** The welcome line at the top of each dashboard. */
export function DashboardWelcome({ subtitle }: { subtitle: string }) {
  const { user } = useSession();
  const { t } = useTranslation('public', { keyPrefix: 'layout' });
  // The user is gone for a moment while signing out, before the landing page replaces this screen.
  if (!user) return null;
  return (
    <section>
      <h1 className="text-2xl font-bold">{t('welcome', { name: user.full_name })}</h1>
      <p className="mt-1 text-slate-600">{subtitle}</p>
    </section>
  );
}
