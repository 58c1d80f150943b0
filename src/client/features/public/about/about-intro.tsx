import { useTranslation } from 'react-i18next';
import { buttonClass } from '@client/components/ui/button';
import { APP_NAME } from '@client/features/layout/logo';
import { JoinLink } from '../join-link';
import { CheckList, Container, SectionHeading } from '../section';

export function AboutHero() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.about' });
  return (
    <section aria-labelledby="about-title" className="bg-gradient-to-b from-indigo-50 to-white">
      <Container className="py-16 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          {t('eyebrow', { app: APP_NAME })}
        </p>
        <h1
          id="about-title"
          className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
        >
          {t('title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{t('lead')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <JoinLink as="influencer" className={buttonClass('primary', 'lg')}>
            {t('joinCreator')}
          </JoinLink>
          <JoinLink as="brand" className={buttonClass('secondary', 'lg')}>
            {t('partnerBrand')}
          </JoinLink>
        </div>
      </Container>
    </section>
  );
}

export function WhoWeAre() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.about.who' });
  return (
    <section aria-labelledby="who-we-are-title" className="py-16 sm:py-20">
      <Container className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <SectionHeading id="who-we-are-title" eyebrow={t('eyebrow')} title={t('title')} align="left" />
        <div className="space-y-4 text-slate-700">
          <p>{t('p1')}</p>
          <p>{t('p2', { app: APP_NAME })}</p>
        </div>
      </Container>
    </section>
  );
}

export function OurStory() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.about.story' });
  return (
    <section aria-labelledby="our-story-title" className="bg-slate-50 py-16 sm:py-20">
      <Container className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <SectionHeading id="our-story-title" eyebrow={t('eyebrow')} title={t('title')} align="left" />
        <div className="space-y-4 text-slate-700">
          <p>{t('p1')}</p>
          <p>{t('p2')}</p>
        </div>
      </Container>
    </section>
  );
}

const CREATOR_BENEFITS = ['profile', 'campaigns', 'apply', 'secure'] as const;

const BRAND_BENEFITS = ['campaigns', 'applications', 'review', 'notifications'] as const;

export function WhatWeOffer() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.about.offer' });
  return (
    <section aria-labelledby="offer-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="offer-title" eyebrow={t('eyebrow')} title={t('title')} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">{t('forCreators')}</h3>
            <CheckList items={CREATOR_BENEFITS.map((b) => t(`creators.${b}`))} className="mt-6" />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">{t('forBrands')}</h3>
            <CheckList items={BRAND_BENEFITS.map((b) => t(`brands.${b}`))} className="mt-6" />
          </div>
        </div>
      </Container>
    </section>
  );
}
