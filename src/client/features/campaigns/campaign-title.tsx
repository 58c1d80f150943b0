import { useTranslation } from 'react-i18next';

/** A campaign's title with the brand behind it, at the top of a creator's card. */
export function CampaignTitle({ title, brand }: { title: string; brand: string }) {
  const { t } = useTranslation('app', { keyPrefix: 'campaigns' });
  return (
    <div className="min-w-0">
      <h3 className="break-words text-lg font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-600">{t('byBrand', { brand })}</p>
    </div>
  );
}
