import { createFileRoute } from '@tanstack/react-router';
import { Faq } from '../features/public/landing/faq';
import { FinalCta } from '../features/public/landing/final-cta';
import { ForBrands } from '../features/public/landing/for-brands';
import { ForInfluencers } from '../features/public/landing/for-influencers';
import { LandingHero } from '../features/public/landing/hero';
import { HowItWorks } from '../features/public/landing/how-it-works';
import { Testimonials } from '../features/public/landing/testimonials';
import { PublicLayout } from '../features/public/public-layout';
import { pageTitle } from '@client/lib/page-title';

export const Route = createFileRoute('/')({
  head: () => pageTitle(),
  component: Landing,
});

function Landing() {
  return (
    <PublicLayout>
      <LandingHero />
      <HowItWorks />
      <ForInfluencers />
      <ForBrands />
      <Testimonials />
      <Faq />
      <FinalCta />
    </PublicLayout>
  );
}
