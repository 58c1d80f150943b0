import { createFileRoute } from '@tanstack/react-router';
import { AboutHero, OurStory, WhatWeOffer, WhoWeAre } from '../features/public/about/about-intro';
import { AboutHowItWorks, BrandLogos, Community, Team } from '../features/public/about/about-more';
import { PublicLayout } from '../features/public/public-layout';
import { pageTitle } from '@client/lib/page-title';

export const Route = createFileRoute('/about')({
  head: () => pageTitle('about'),
  component: About,
});

function About() {
  return (
    <PublicLayout>
      <AboutHero />
      <WhoWeAre />
      <OurStory />
      <WhatWeOffer />
      <AboutHowItWorks />
      <BrandLogos />
      <Team />
      <Community />
    </PublicLayout>
  );
}
