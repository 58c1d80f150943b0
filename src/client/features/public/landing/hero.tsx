import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@client/components/ui/button';
import { homeFor } from '@client/features/session/roles';
import { useSession } from '@client/features/session/session-provider';
import { Container } from '../section';

/** A sample campaign card beside the headline; decoration only. */
function SampleCampaign() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.hero.sample' });
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm lg:block">
      <div className="absolute -inset-4 -z-10 rotate-3 rounded-3xl bg-indigo-200/60" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
            {t('paid')}
          </span>
          <span className="text-sm text-slate-500">{t('closes')}</span>
        </div>
        <p className="mt-4 text-lg font-semibold text-slate-900">{t('title')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('text')}</p>
        <div className="mt-4 flex flex-wrap gap-2 text-xs">
          {[t('beauty'), 'Instagram', t('followers')].map((tag) => (
            <span key={tag} className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
              {tag}
            </span>
          ))}
        </div>
        <div className="mt-6 flex items-center justify-between border-t border-slate-100 pt-4">
          <span className="text-xl font-bold text-slate-900">₹15,000</span>
          <span className="rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white">
            {t('apply')}
          </span>
        </div>
      </div>
    </div>
  );
}

export function LandingHero() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.hero' });
  const { user } = useSession();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-indigo-50 to-white">
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{t('eyebrow')}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-5 text-lg text-slate-600">{t('lead')}</p>
          {user ? (
            <div className="mt-8 flex flex-col items-center gap-4 lg:items-start">
              <p className="text-lg font-medium text-slate-800">
                {t('welcomeBack', { name: user.full_name })}
              </p>
              <Link to={homeFor(user)} className={buttonClass('primary', 'lg')}>
                {t('dashboard')}
              </Link>
            </div>
          ) : (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
              <Link
                to="/auth"
                search={{ tab: 'signup', user_type: 'influencer' }}
                className={buttonClass('primary', 'lg')}
              >
                {t('joinInfluencer')}
              </Link>
              <Link
                to="/auth"
                search={{ tab: 'signup', user_type: 'brand' }}
                className={buttonClass('secondary', 'lg')}
              >
                {t('joinBrand')}
              </Link>
              <Link to="/auth" search={{ tab: 'signin' }} className={buttonClass('ghost', 'lg')}>
                {t('signIn')}
              </Link>
            </div>
          )}
        </div>
        <SampleCampaign />
      </Container>
    </section>
  );
}
