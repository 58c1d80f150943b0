import { useTranslation } from 'react-i18next';
import { useValueNames } from '@client/i18n/values';
import { formatCount, formatRupees } from '@shared/format';
import type { OwnProfile } from '@shared/schemas/profile';
import { Card } from '@client/components/ui';

/** A creator's summary: category and editing skills, earnings and completed campaigns. */
export function QuickStatsCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile' });
  const names = useValueNames();
  const rows: [string, string][] = [
    [t('stats.category'), names.category(profile.niche) || t('notSet')],
    [t('stats.editingSkills'), names.editingSkill(profile.editing_skills) || t('notSet')],
    [t('stats.totalEarnings'), formatRupees(profile.stats.total_earnings)],
    [t('stats.paidCampaigns'), formatCount(profile.stats.paid_campaigns_completed)],
    [t('stats.barterCampaigns'), formatCount(profile.stats.barter_campaigns_completed)],
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('stats.heading')}</h2>
      <dl className="mt-3 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-2 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
