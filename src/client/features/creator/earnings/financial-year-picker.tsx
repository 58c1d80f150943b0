import { useTranslation } from 'react-i18next';
import { SelectField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { financialYearChoices } from './financial-years';

/** The financial year the Earnings tab shows: this one and the ones before (financialYearChoices). */
export function FinancialYearPicker({ value, onChange }: { value: string; onChange: (fy: string) => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings' });
  // The account's creation bounds the years: no payout is older. Until it loads, the minimum three.
  const me = trpc.profiles.me.useQuery();
  const options = financialYearChoices(new Date(), me.data?.profile.created_at).map((fy) => ({
    value: fy,
    label: t('fy', { fy }),
  }));
  return (
    <SelectField
      label={t('financialYear')}
      className="w-full sm:w-48"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={options}
    />
  );
}
