import type { ReactNode } from 'react';
import { buttonClass } from '@client/components/ui/button';
import { JoinLink } from '../join-link';
import { CheckList, Container, SectionHeading } from '../section';

type Props = {
  id: 'for-influencers' | 'for-brands';
  eyebrow: string;
  title: string;
  lead: string;
  benefits: readonly string[];
  joinAs: 'influencer' | 'brand';
  cta: string;
  /** A side panel of figures or examples; decoration. */
  aside: ReactNode;
  /** Puts the panel on the left from desktop width, so the two sections alternate. */
  flip?: boolean;
  tinted?: boolean;
};

/** For Influencers and For Brands: why join, and a button to do it. */
export function AudienceSection({
  id,
  eyebrow,
  title,
  lead,
  benefits,
  joinAs,
  cta,
  aside,
  flip,
  tinted,
}: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 py-16 sm:py-24 ${tinted ? 'bg-slate-50' : ''}`}
    >
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div className={flip ? 'lg:order-2' : ''}>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} lead={lead} align="left" />
          <CheckList items={benefits} className="mt-8" />
          <JoinLink as={joinAs} className={`${buttonClass('primary', 'lg')} mt-8 w-full sm:w-auto`}>
            {cta}
          </JoinLink>
        </div>
        <div className={flip ? 'lg:order-1' : ''}>{aside}</div>
      </Container>
    </section>
  );
}

/** Figures in tiles, used as the audience sections' side panel. */
export function FigureTiles({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {items.map(({ value, label }) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-end rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <dt className="mt-1 text-sm text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-indigo-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
