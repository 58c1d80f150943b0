import { useTranslation } from 'react-i18next';
import { buttonClass } from '@client/components/ui/button';
import { HandshakeIcon, MegaphoneIcon, UserIcon, WalletIcon } from '@client/components/icons';
import { JoinLink } from '../join-link';
import { Container, InitialsAvatar, SectionHeading } from '../section';
import { SocialLinks } from '../social-links';

const STEPS = [
  {
    key: 'signUp',
    Icon: UserIcon,
  },
  {
    key: 'campaign',
    Icon: MegaphoneIcon,
  },
  {
    key: 'collaborate',
    Icon: HandshakeIcon,
  },
  {
    key: 'paid',
    Icon: WalletIcon,
  },
] as const;

export function AboutHowItWorks() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.about.how' });
  return (
    <section aria-labelledby="about-how-title" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="about-how-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, Icon }, i) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-600 text-white">
                <Icon className="h-6 w-6" />
              </span>
              <p className="mt-4 text-sm font-semibold text-indigo-700">{t('step', { n: i + 1 })}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/** Stand-ins until partner brands agree to show their logos. */
const PLACEHOLDER_BRANDS = [
  'Chai Collective',
  'Urban Loom',
  'Glow Botanics',
  'Pixel Mart',
  'Spice Route',
  'FitDesi',
] as const;

export function BrandLogos() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.about.brands' });
  return (
    <section aria-labelledby="brands-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="brands-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {PLACEHOLDER_BRANDS.map((name) => (
            <li
              key={name}
              className="flex h-20 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-3 text-center font-semibold text-slate-600"
            >
              {name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const TEAM = [
  { key: 'aarav', name: 'Aarav Kapoor' },
  { key: 'meera', name: 'Meera Nair' },
  { key: 'vikram', name: 'Vikram Rao' },
  { key: 'sana', name: 'Sana Qureshi' },
] as const;

export function Team() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.about.team' });
  return (
    <section aria-labelledby="team-title" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="team-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map(({ key, name }) => (
            <li key={name} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <InitialsAvatar name={name} className="h-20 w-20 text-2xl" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{name}</h3>
              <p className="text-sm font-medium text-indigo-700">{t(`people.${key}.role`)}</p>
              <p className="mt-3 text-sm text-slate-600">{t(`people.${key}.bio`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function Community() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.about.community' });
  return (
    <section aria-labelledby="community-title" className="px-4 py-16 sm:py-20">
      <Container className="rounded-3xl bg-indigo-700 py-12 text-center text-white sm:py-16">
        <h2 id="community-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-100">{t('lead')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <JoinLink
            as="influencer"
            className={`${buttonClass('secondary', 'lg')} focus-visible:outline-white`}
          >
            {t('startCreating')}
          </JoinLink>
          <JoinLink
            as="brand"
            className="inline-flex items-center justify-center rounded-md border border-indigo-300 px-5 py-3 font-semibold text-white hover:bg-indigo-600 focus-visible:outline-white"
          >
            {t('launch')}
          </JoinLink>
        </div>
        <div className="mt-10 flex flex-col items-center gap-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-indigo-100">{t('followUs')}</h3>
          <SocialLinks variant="onBrand" label={t('followSocial')} />
        </div>
      </Container>
    </section>
  );
}
