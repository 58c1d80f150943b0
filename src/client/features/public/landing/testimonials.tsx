import { useTranslation } from 'react-i18next';
import { Container, InitialsAvatar, SectionHeading } from '../section';

const TESTIMONIALS = [
  { key: 'ananya', name: 'Ananya Iyer' },
  { key: 'rohan', name: 'Rohan Mehta' },
  { key: 'kabir', name: 'Kabir Singh' },
] as const;

export function Testimonials() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.testimonials' });
  return (
    <section aria-labelledby="testimonials-title" className="bg-indigo-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ key, name }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                <blockquote className="flex-1 text-slate-700">
                  <p>“{t(`people.${key}.quote`)}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <InitialsAvatar name={name} />
                  <span>
                    <span className="block font-semibold text-slate-900">{name}</span>
                    <span className="block text-sm text-slate-600">{t(`people.${key}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
