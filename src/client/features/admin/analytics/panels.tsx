import type { Analytics } from '@shared/schemas/analytics';
import { formatCount, formatRupees } from '@shared/format';
import { Badge, Card, StatCard, type BadgeTone } from '@client/components/ui';
import { DataTable, Td, Th } from '../shared/table';
import { ColumnChart, ShareBars, StackedBar } from './charts';
import {
  engagement,
  growthLabel,
  percent,
  periodLabel,
  reportTypeLabel,
  shares,
  statusName,
  successRate,
  topFive,
  userTypeLabel,
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

export function OverviewPanel({ a }: { a: Analytics }) {
  const o = a.overview;
  return (
    <div className="space-y-4">
      <div className={countGrid}>
        <StatCard
          label="Total Users"
          value={formatCount(o.totalUsers)}
          hint={`${formatCount(o.activeUsers)} active in period`}
        />
        <StatCard
          label="Total Campaigns"
          value={formatCount(o.totalCampaigns)}
          hint={`${formatCount(o.activeCampaigns)} currently active`}
        />
        <StatCard
          label="Total Reports"
          value={formatCount(o.totalReports)}
          hint={`${formatCount(o.pendingReports)} pending review`}
        />
        <StatCard
          label="Applications"
          value={formatCount(o.totalApplications)}
          hint={`${formatCount(o.completedApplications)} completed`}
        />
      </div>
      <section
        aria-labelledby="realtime-heading"
        className="rounded-lg border border-indigo-100 bg-indigo-50 p-4"
      >
        <h2 id="realtime-heading" className="flex items-center gap-2 text-sm font-semibold text-indigo-900">
          <span aria-hidden className="h-2 w-2 animate-pulse rounded-full bg-green-500" />
          Real-time
        </h2>
        <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-indigo-800">Active users</dt>
            <dd className="text-xl font-bold text-indigo-950">{formatCount(o.activeUsers)}</dd>
          </div>
          <div>
            <dt className="text-indigo-800">Active campaigns</dt>
            <dd className="text-xl font-bold text-indigo-950">{formatCount(o.activeCampaigns)}</dd>
          </div>
          <div>
            <dt className="text-indigo-800">Pending reports</dt>
            <dd className="text-xl font-bold text-indigo-950">{formatCount(o.pendingReports)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

export function UsersPanel({ a }: { a: Analytics }) {
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
  const influencers = topFive(a);
  return (
    <div className="space-y-4">
      {/* Side by side only where the influencers table has room for all five columns. */}
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        <Panel title="User Distribution">
          <ShareBars items={shares(a.userTypes, userTypeLabel)} label="Users by type" empty="No users yet." />
        </Panel>
        <Panel title="Top Influencers">
          {influencers.length === 0 ? (
            <p className="text-sm text-slate-500">No influencer activity in this period.</p>
          ) : (
            <DataTable caption="Top influencers">
              <thead>
                <tr>
                  <Th>Rank</Th>
                  <Th>Name</Th>
                  <Th className="text-right">Followers</Th>
                  <Th className="text-right">Applications</Th>
                  <Th className="text-right">Engagement</Th>
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
      <Panel title="User Growth">
        <ColumnChart
          columns={growth}
          title={`New users per ${unit}, ${periodLabel(a.period)}`}
          valueLabel="New users"
          summary={
            joined === 0
              ? `No new users in ${periodLabel(a.period).toLowerCase()}.`
              : `${formatCount(joined)} new users in ${periodLabel(a.period).toLowerCase()}; the busiest ${unit} was ${peak?.label} with ${formatCount(peak?.value)}.`
          }
        />
      </Panel>
    </div>
  );
}

export function CampaignsPanel({ a }: { a: Analytics }) {
  const c = a.campaignStats;
  const other = Math.max(0, c.total - c.active - c.completed - c.draft);
  const byStatus = shares(
    { active: c.active, completed: c.completed, draft: c.draft, ...(other > 0 ? { other } : {}) },
    statusName,
    c.total,
  );
  const maxTag = Math.max(1, ...a.popularTags.map((t) => t.count));
  return (
    <div className="space-y-4">
      <div className={grid}>
        <StatCard
          label="Total Campaigns"
          value={formatCount(c.total)}
          hint={`${formatCount(c.active)} active`}
        />
        <StatCard
          label="Total Budget"
          value={formatRupees(c.totalBudget)}
          hint={`Average ${formatRupees(c.averageBudget)}`}
        />
        <StatCard
          label="Completed"
          value={formatCount(c.completed)}
          hint={`${successRate(c)}% success rate`}
        />
        <StatCard label="Draft" value={formatCount(c.draft)} hint="In preparation" />
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Panel title="Campaigns by Status">
          <ShareBars
            items={byStatus}
            label="Campaigns by status"
            empty="No campaigns created in this period."
          />
        </Panel>
        <Panel title="Popular Tags">
          {a.popularTags.length === 0 ? (
            <p className="text-sm text-slate-500">No tags used in this period.</p>
          ) : (
            <ol className="space-y-3" aria-label="Popular tags">
              {a.popularTags.map((t, n) => (
                <li key={t.tag}>
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span>
                      <span className="text-slate-500">#{n + 1}</span>{' '}
                      <span className="font-medium text-slate-800">{t.tag}</span>
                    </span>
                    <span className="text-slate-600">
                      {formatCount(t.count)} {t.count === 1 ? 'campaign' : 'campaigns'}
                    </span>
                  </div>
                  <div aria-hidden className="mt-1 h-2 rounded-full bg-slate-100">
                    <div
                      className="h-2 rounded-full bg-teal-500"
                      style={{ width: `${(t.count / maxTag) * 100}%` }}
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
  const r = a.reportStats;
  return (
    <div className="space-y-4">
      <div className={countGrid}>
        <StatCard label="Total Reports" value={formatCount(r.total)} />
        <StatCard label="Pending" value={formatCount(r.pending)} hint="Awaiting review" />
        <StatCard label="Resolved" value={formatCount(r.resolved)} />
        <StatCard label="Dismissed" value={formatCount(r.dismissed)} />
      </div>
      <Panel title="Reports by Type">
        <ShareBars
          items={shares(r.byType, reportTypeLabel, r.total)}
          label="Reports by type"
          barClass="bg-amber-500"
          empty="No reports in this period."
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
  const t = a.transactionStats;
  const byStatus = shares(t.byStatus, statusName, t.total);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Total Transactions" value={formatCount(t.total)} />
        <StatCard label="Total Amount" value={formatRupees(t.totalAmount)} />
        <StatCard label="Average Amount" value={formatRupees(t.averageAmount)} />
      </div>
      <Panel title="Transactions by Status">
        {byStatus.every((s) => s.count === 0) ? (
          <p className="text-sm text-slate-500">No transactions in this period.</p>
        ) : (
          <div className="space-y-4">
            <StackedBar items={byStatus} colour={statusBar} label="Transactions by status" />
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Transactions by status">
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
