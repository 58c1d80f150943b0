import { buttonClass } from '@client/components/ui/button';
import { APP_NAME } from '@client/features/layout/logo';
import { JoinLink } from '../join-link';
import { CheckList, Container, SectionHeading } from '../section';

export function AboutHero() {
  return (
    <section aria-labelledby="about-title" className="bg-gradient-to-b from-indigo-50 to-white">
      <Container className="py-16 text-center sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">About {APP_NAME}</p>
        <h1
          id="about-title"
          className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
        >
          Helping creators and brands grow together
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
          We built a marketplace where India’s creators and brands find each other, agree on a campaign and
          work together directly, from the first application to the final payment.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <JoinLink as="influencer" className={buttonClass('primary', 'lg')}>
            Join as Creator
          </JoinLink>
          <JoinLink as="brand" className={buttonClass('secondary', 'lg')}>
            Partner as Brand
          </JoinLink>
        </div>
      </Container>
    </section>
  );
}

export function WhoWeAre() {
  return (
    <section aria-labelledby="who-we-are-title" className="py-16 sm:py-20">
      <Container className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <SectionHeading
          id="who-we-are-title"
          eyebrow="Who We Are"
          title="A small team that believes every creator deserves a fair deal"
          align="left"
        />
        <div className="space-y-4 text-slate-700">
          <p>
            We are creators, marketers and engineers based in Mumbai. Between us we have run brand campaigns,
            chased unpaid invoices and spent too many evenings negotiating in direct messages.
          </p>
          <p>
            {APP_NAME} is the tool we wanted then: one place where a brand can describe what it needs,
            creators can apply with their real profile, and both sides can see where a collaboration stands.
          </p>
        </div>
      </Container>
    </section>
  );
}

export function OurStory() {
  return (
    <section aria-labelledby="our-story-title" className="bg-slate-50 py-16 sm:py-20">
      <Container className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <SectionHeading
          id="our-story-title"
          eyebrow="Our Story"
          title="It started with a spreadsheet"
          align="left"
        />
        <div className="space-y-4 text-slate-700">
          <p>
            In 2024 one of our founders was helping a small skincare label find creators for its launch. The
            shortlist lived in a spreadsheet, the briefs in email threads and the payments in a notebook. Half
            the creators never heard back; the ones who did waited weeks to be paid.
          </p>
          <p>
            We decided it could be simpler. Brands post campaigns, barter or paid. Creators browse, apply and
            submit their work by link. Brands review it, and payments follow. Everything happens in the open,
            on one platform.
          </p>
        </div>
      </Container>
    </section>
  );
}

const CREATOR_BENEFITS = [
  'A profile that shows your niche, audience and platforms',
  'Barter and paid campaigns from brands across India',
  'One-click applications and clear status updates',
  'Secure, encrypted storage of your payment details',
] as const;

const BRAND_BENEFITS = [
  'Campaigns with your budget, deadline and requirements',
  'Applications with each creator’s reach and portfolio',
  'Work review with approval or revision requests',
  'Notifications the moment something needs your attention',
] as const;

export function WhatWeOffer() {
  return (
    <section aria-labelledby="offer-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="offer-title"
          eyebrow="What We Offer"
          title="Built for both sides of a collaboration"
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">For creators</h3>
            <CheckList items={CREATOR_BENEFITS} className="mt-6" />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">For brands</h3>
            <CheckList items={BRAND_BENEFITS} className="mt-6" />
          </div>
        </div>
      </Container>
    </section>
  );
}
