import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '@client/lib/page-title';
import { homeFor } from '../session/roles';
import { useSession } from '../session/session-provider';
import { PublicLayout } from './public-layout';

const homeLink = 'font-medium text-indigo-700 underline hover:text-indigo-900';

/**
 * Any unknown address (docs/product.md#not-found): the public pages' navbar and footer around the
 * message, a link home, and a signed-in user's own dashboard.
 */
export function NotFound() {
  usePageTitle('pageNotFound');
  const { t } = useTranslation('public', { keyPrefix: 'pages.notFound' });
  const { user } = useSession();
  return (
    <PublicLayout>
      <div className="flex flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <p className="text-6xl font-bold text-indigo-600">404</p>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <div className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/" className={homeLink}>
            {t('home')}
          </Link>
          {user && (
            <Link to={homeFor(user)} className={homeLink}>
              {t('dashboard')}
            </Link>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}
