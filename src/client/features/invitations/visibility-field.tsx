import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CampaignVisibility } from '@shared/enums';

const CHOICES: readonly CampaignVisibility[] = ['public', 'invite_only'];

/** "Who can see it" on the campaign forms (docs/product.md#private-campaigns-and-invitations). */
export function VisibilityField({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('app', { keyPrefix: 'invitations.visibility' });
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {CHOICES.map((value) => (
          <label key={value} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...registration} className="h-4 w-4" />
            {t(value)}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">{t('help')}</p>
    </fieldset>
  );
}
