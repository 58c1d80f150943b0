import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '../section';
import { AudienceSection } from './audience-section';

const BENEFITS = ['post', 'review', 'accept', 'approve', 'drafts'] as const;

const SAMPLE_APPLICANTS = [
  { name: 'Neha Kulkarni', niche: 'beauty', status: 'accepted', tone: 'bg-green-100 text-green-800' },
  { name: 'Arjun Das', niche: 'lifestyle', status: 'pending', tone: 'bg-amber-100 text-amber-900' },
  { name: 'Fatima Sheikh', niche: 'fashion', status: 'pending', tone: 'bg-amber-100 text-amber-900' },
] as const;

/** What reviewing applications looks like; decoration only. */
function SampleApplications() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.forBrands.sample' });
  return (
    <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-slate-900">{t('applications')}</p>
        <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
          {t('campaign')}
        </span>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {SAMPLE_APPLICANTS.map((a) => (
          <li key={a.name} className="flex items-center gap-3 py-3">
            <InitialsAvatar name={a.name} className="h-10 w-10 text-sm" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{a.name}</span>
              <span className="block truncate text-sm text-slate-600">{t(a.niche)}</span>
            </span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${a.tone}`}>
              {t(a.status)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ForBrands() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.forBrands' });
  return (
    <AudienceSection
      id="for-brands"
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      benefits={BENEFITS.map((b) => t(`benefits.${b}`))}
      joinAs="brand"
      cta={t('cta')}
      aside={<SampleApplications />}
      flip
    />
  );
}
