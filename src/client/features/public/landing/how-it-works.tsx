import { useTranslation } from 'react-i18next';
import { CompassIcon, HandshakeIcon, UserIcon } from '@client/components/icons';
import { Container, SectionHeading } from '../section';

const STEPS = [
  {
    key: 'profile',
    Icon: UserIcon,
  },
  {
    key: 'explore',
    Icon: CompassIcon,
  },
  {
    key: 'grow',
    Icon: HandshakeIcon,
  },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.how' });
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 py-16 sm:py-24">
      <Container>
        <SectionHeading id="how-it-works-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, Icon }, i) => (
            <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-600 text-white">
                  <Icon className="h-6 w-6" />
                </span>
                <span className="text-sm font-semibold text-indigo-700">{t('step', { n: i + 1 })}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
