import { useTranslation } from 'react-i18next';
import { AudienceSection, FigureTiles } from './audience-section';

const BENEFITS = ['browse', 'apply', 'submit', 'paid', 'report'] as const;

export function ForInfluencers() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.forInfluencers' });
  const figures = [
    { value: '100%', label: t('figures.earnings') },
    { value: '0', label: t('figures.middlemen') },
    { value: '11', label: t('figures.categories') },
    { value: t('figures.oneClick'), label: t('figures.apply') },
  ];
  return (
    <AudienceSection
      id="for-influencers"
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      benefits={BENEFITS.map((b) => t(`benefits.${b}`))}
      joinAs="influencer"
      cta={t('cta')}
      aside={<FigureTiles items={figures} />}
      tinted
    />
  );
}
