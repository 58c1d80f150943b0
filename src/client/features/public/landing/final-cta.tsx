import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@client/components/ui/button';
import { homeFor } from '@client/features/session/roles';
import { useSession } from '@client/features/session/session-provider';
import { Container } from '../section';

export function FinalCta() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.finalCta' });
  const { user } = useSession();
  return (
    <section aria-labelledby="final-cta-title" className="px-4 pb-16 sm:pb-24">
      <Container className="rounded-3xl bg-indigo-700 py-12 text-center text-white sm:py-16">
        <h2 id="final-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-100">{t('lead')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {user ? (
            <Link
              to={homeFor(user)}
              className={`${buttonClass('secondary', 'lg')} border-white focus-visible:outline-white`}
            >
              {t('dashboard')}
            </Link>
          ) : (
            <>
              <Link
                to="/auth"
                search={{ tab: 'signup' }}
                className={`${buttonClass('secondary', 'lg')} focus-visible:outline-white`}
              >
                {t('signUp')}
              </Link>
              <Link
                to="/about"
                className="inline-flex items-center justify-center rounded-md border border-indigo-300 px-5 py-3 font-semibold text-white hover:bg-indigo-600 focus-visible:outline-white"
              >
                {t('learnMore')}
              </Link>
            </>
          )}
        </div>
      </Container>
    </section>
  );
}
