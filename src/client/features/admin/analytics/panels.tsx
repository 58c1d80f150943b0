import { useTranslation } from 'react-i18next';
import type { Analytics } from '@shared/schemas/analytics';
import { formatCount, formatRupees } from '@shared/format';
import { Badge, Card, StatCard, type BadgeTone } from '@client/components/ui';
import { DataTable, Td, Th } from '@client/components/table';
import { ColumnChart, ShareBars, StackedBar } from './charts';
import {
  capitalised,
  engagement,
  growthLabel,
  percent,
  shares,
  successRate,
  topFive,
  total,
} from './figures';

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';
/** Counts are short, so two cards fit side by side even on a phone. */
const countGrid = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** A headline figure with its definition under it, then what else it says (`detail`). */
function FigureCard({
  label,
  value,
  definition,
  detail,
}: {
  label: string;
  value: string;
  definition: string;
  detail?: string;
}) {
  return (
    <StatCard
      label={label}
      value={value}
      hint={
        <>
          <span className="block">{definition}</span>
          {detail && <span className="block">{detail}</span>}
        </>
      }
    />
  );
}

const USER_TYPES = ['influencer', 'brand', 'admin'] as const;
const REPORT_TYPES = ['spam', 'inappropriate', 'fake', 'harassment'] as const;
const CAMPAIGN_STATUSES = ['active', 'completed', 'draft', 'other'] as const;
const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
const isOneOf = <T extends string>(list: readonly T[], key: string): key is T => list.includes(key as T);

/** The panels' words: the catalogue's, and the names of the count maps' keys (one unknown reads as written). */
function useAnalyticsText() {
  const { t } = useTranslation('admin', { keyPrefix: 'analytics' });
  return {
    t,
    userType: (key: string) => (isOneOf(USER_TYPES, key) ? t(`userTypes.${key}`) : capitalised(key)),
    reportType: (key: string) => (isOneOf(REPORT_TYPES, key) ? t(`reportTypes.${key}`) : capitalised(key)),
    campaignStatus: (key: string) =>
      isOneOf(CAMPAIGN_STATUSES, key) ? t(`campaignStatus.${key}`) : capitalised(key),
    paymentStatus: (key: string) =>
      isOneOf(PAYMENT_STATUSES, key) ? t(`paymentStatus.${key}`) : capitalised(key),
  };
}

/** Each card is the same figure its sub-tab shows for the period, with the same definition. */
export function OverviewPanel({ a }: { a: Analytics }) {
  const { t } = useAnalyticsText();
  const o = a.overview;
  return (
    <div className={countGrid}>
      <FigureCard
        label={t('overview.totalUsers')}
        value={formatCount(o.totalUsers)}
        definition={t('definitions.users')}
        detail={t('overview.activeUsers', { n: formatCount(o.activeUsers) })}
      />
      <FigureCard
        label={t('overview.totalCampaigns')}
        value={formatCount(o.totalCampaigns)}
        definition={t('definitions.campaigns')}
        detail={t('overview.activeCampaigns', { n: formatCount(o.activeCampaigns) })}
      />
      <FigureCard
        label={t('overview.totalReports')}
        value={formatCount(o.totalReports)}
        definition={t('definitions.reports')}
        detail={t('overview.pendingReports', { n: formatCount(o.pendingReports) })}
      />
      <FigureCard
        label={t('overview.applications')}
        value={formatCount(o.totalApplications)}
        definition={t('definitions.applications')}
        detail={t('overview.completedApplications', { n: formatCount(o.completedApplications) })}
      />
    </div>
  );
}

export function UsersPanel({ a }: { a: Analytics }) {
  const { t, userType } = useAnalyticsText();
  const inText = t(`periodsInText.${a.period}`);
  const growth = a.userGrowth.map((g) => ({
    key: g.date,
    label: growthLabel(g.date, a.period),
    value: g.count,
  }));
  const joined = growth.reduce((s, g) => s + g.value, 0);
  const peak = growth.reduce<(typeof growth)[number] | null>(
    (best, g) => (g.value > (best?.value ?? 0) ? g : best),
    null,
  );
  const unit = a.period === '1y' ? 'month' : 'day';
  const growthTitle = t(unit === 'month' ? 'users.growthTitle_month' : 'users.growthTitle_day', {
    period: t(`periods.${a.period}`),
  });
  const growthSummary = t(unit === 'month' ? 'users.growthSummary_month' : 'users.growthSummary_day', {
    n: formatCount(joined),
    period: inText,
    peak: peak?.label,
    peakCount: formatCount(peak?.value),
  });
  const influencers = topFive(a);
  const o = a.overview;
  return (
    <div className="space-y-4">
      {/* Side by side only where the influencers table has room for all five columns. */}
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        <Panel title={t('users.distribution')}>
          {/* The period's sign-ups and the whole user base, each labelled: the two differ. */}
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            <section aria-labelledby="users-joined">
              <h3 id="users-joined" className="text-sm font-semibold text-slate-800">
                {t('users.joinedIn', { period: inText })}
              </h3>
              <p className="mb-3 text-xs text-slate-500">
                {t('users.definitionCount', {
                  definition: t('definitions.users'),
                  n: formatCount(o.totalUsers),
                })}
              </p>
              <ShareBars
                items={shares(a.userTypes, userType)}
                label={t('users.joinedLabel')}
                empty={t('users.joinedEmpty')}
              />
            </section>
            <section aria-labelledby="users-all">
              <h3 id="users-all" className="text-sm font-semibold text-slate-800">
                {t('users.allAccounts')}
              </h3>
              <p className="mb-3 text-xs text-slate-500">
                {t('users.definitionCount', {
                  definition: t('definitions.userBase'),
                  n: formatCount(total(a.userBase)),
                })}
              </p>
              <ShareBars
                items={shares(a.userBase, userType)}
                label={t('users.allLabel')}
                empty={t('users.allEmpty')}
              />
            </section>
          </div>
        </Panel>
        <Panel title={t('users.topInfluencers')}>
          {influencers.length === 0 ? (
            <p className="text-sm text-slate-500">{t('users.topEmpty')}</p>
          ) : (
            <DataTable caption={t('users.topCaption')}>
              <thead>
                <tr>
                  <Th>{t('users.rank')}</Th>
                  <Th>{t('users.name')}</Th>
                  <Th className="text-right">{t('users.followers')}</Th>
                  <Th className="text-right">{t('users.applications')}</Th>
                  <Th className="text-right">{t('users.engagement')}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {influencers.map((i, n) => (
                  <tr key={i.id}>
                    <Td>#{n + 1}</Td>
                    <Td className="font-medium text-slate-900">{i.name}</Td>
                    <Td className="text-right">{formatCount(i.followers)}</Td>
                    <Td className="text-right">{formatCount(i.applications)}</Td>
                    <Td className="text-right">{engagement(i.engagementRate)}</Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </Panel>
      </div>
      <Panel title={t('users.growth')}>
        <ColumnChart
          columns={growth}
          title={growthTitle}
          valueLabel={t('users.newUsers')}
          summary={joined === 0 ? t('users.noNewUsers', { period: inText }) : growthSummary}
        />
      </Panel>
    </div>
  );
}

export function CampaignsPanel({ a }: { a: Analytics }) {
  const { t, campaignStatus } = useAnalyticsText();
  const c = a.campaignStats;
  const other = Math.max(0, c.total - c.active - c.completed - c.draft);
  const byStatus = shares(
    { active: c.active, completed: c.completed, draft: c.draft, ...(other > 0 ? { other } : {}) },
    campaignStatus,
    c.total,
  );
  const maxTag = Math.max(1, ...a.popularTags.map((t) => t.count));
  return (
    <div className="space-y-4">
      <div className={grid}>
        <FigureCard
          label={t('campaigns.total')}
          value={formatCount(c.total)}
          definition={t('definitions.campaigns')}
          detail={t('campaigns.active', { n: formatCount(c.active) })}
        />
        <StatCard
          label={t('campaigns.totalBudget')}
          value={formatRupees(c.totalBudget)}
          hint={t('campaigns.average', { amount: formatRupees(c.averageBudget) })}
        />
        <StatCard
          label={t('campaigns.completed')}
          value={formatCount(c.completed)}
          hint={t('campaigns.successRate', { rate: successRate(c) })}
        />
        <StatCard label={t('campaigns.draft')} value={formatCount(c.draft)} hint={t('campaigns.draftHint')} />
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Panel title={t('campaigns.byStatus')}>
          <ShareBars
            items={byStatus}
            label={t('campaigns.byStatusLabel')}
            empty={t('campaigns.byStatusEmpty')}
          />
        </Panel>
        <Panel title={t('campaigns.popularTags')}>
          {a.popularTags.length === 0 ? (
            <p className="text-sm text-slate-500">{t('campaigns.tagsEmpty')}</p>
          ) : (
            <ol className="space-y-3" aria-label={t('campaigns.tagsLabel')}>
              {a.popularTags.map((tag, n) => (
                <li key={tag.tag}>
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span>
                      <span className="text-slate-500">#{n + 1}</span>{' '}
                      <span className="font-medium text-slate-800">{tag.tag}</span>
                    </span>
                    <span className="text-slate-600">
                      {t('campaigns.tagCount', { count: tag.count, n: formatCount(tag.count) })}
                    </span>
                  </div>
                  <div aria-hidden className="mt-1 h-2 rounded-full bg-slate-100">
                    <div
                      className="h-2 rounded-full bg-teal-500"
                      style={{ width: `${(tag.count / maxTag) * 100}%` }}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>
    </div>
  );
}

export function ReportsPanel({ a }: { a: Analytics }) {
  const { t, reportType } = useAnalyticsText();
  const r = a.reportStats;
  return (
    <div className="space-y-4">
      <div className={countGrid}>
        <FigureCard
          label={t('reports.total')}
          value={formatCount(r.total)}
          definition={t('definitions.reports')}
        />
        <StatCard
          label={t('reports.pending')}
          value={formatCount(r.pending)}
          hint={t('reports.pendingHint')}
        />
        <StatCard label={t('reports.resolved')} value={formatCount(r.resolved)} />
        <StatCard label={t('reports.dismissed')} value={formatCount(r.dismissed)} />
      </div>
      <Panel title={t('reports.byType')}>
        <ShareBars
          items={shares(r.byType, reportType, r.total)}
          label={t('reports.byTypeLabel')}
          barClass="bg-amber-500"
          empty={t('reports.empty')}
        />
      </Panel>
    </div>
  );
}

/** Completed in the default style, pending secondary (yellow), the others destructive (red). */
const statusTone = (key: string): BadgeTone =>
  key === 'completed' ? 'indigo' : key === 'pending' ? 'yellow' : 'red';
const statusBar = (key: string) =>
  key === 'completed'
    ? 'bg-indigo-600'
    : key === 'pending'
      ? 'bg-amber-400'
      : key === 'failed'
        ? 'bg-red-600'
        : 'bg-rose-300';

export function TransactionsPanel({ a }: { a: Analytics }) {
  const { t: tr, paymentStatus } = useAnalyticsText();
  const t = a.transactionStats;
  const byStatus = shares(t.byStatus, paymentStatus, t.total);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label={tr('transactions.total')} value={formatCount(t.total)} />
        <StatCard label={tr('transactions.totalAmount')} value={formatRupees(t.totalAmount)} />
        <StatCard label={tr('transactions.averageAmount')} value={formatRupees(t.averageAmount)} />
      </div>
      <Panel title={tr('transactions.byStatus')}>
        {byStatus.every((s) => s.count === 0) ? (
          <p className="text-sm text-slate-500">{tr('transactions.empty')}</p>
        ) : (
          <div className="space-y-4">
            <StackedBar items={byStatus} colour={statusBar} label={tr('transactions.byStatusLabel')} />
            <ul
              className="grid grid-cols-1 gap-2 sm:grid-cols-2"
              aria-label={tr('transactions.byStatusLabel')}
            >
              {byStatus.map((s) => (
                <li
                  key={s.key}
                  className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
                >
                  <span className="flex items-center gap-2">
                    <span aria-hidden className={`h-3 w-3 rounded-sm ${statusBar(s.key)}`} />
                    <Badge tone={statusTone(s.key)}>{s.label}</Badge>
                  </span>
                  <span className="text-slate-700">
                    {formatCount(s.count)}{' '}
                    <span className="text-slate-500">({percent(s.count, t.total)}%)</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Panel>
    </div>
  );
}
