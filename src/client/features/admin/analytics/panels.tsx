import type { Analytics } from '@shared/schemas/analytics';
import { formatCount, formatRupees } from '@shared/format';
import { Badge, Card, StatCard, type BadgeTone } from '@client/components/ui';
import { DataTable, Td, Th } from '@client/components/table';
import { ColumnChart, ShareBars, StackedBar } from './charts';
import {
  DEFINITIONS,
  engagement,
  growthLabel,
  percent,
  periodLabel,
  reportTypeLabel,
  shares,
  statusName,
  successRate,
  topFive,
  total,
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

/** Each card is the same figure its sub-tab shows for the period, with the same definition. */
export function OverviewPanel({ a }: { a: Analytics }) {
  const o = a.overview;
  return (
    <div className={countGrid}>
      <FigureCard
        label="Total Users"
        value={formatCount(o.totalUsers)}
        definition={DEFINITIONS.users}
        detail={`${formatCount(o.activeUsers)} active in period`}
      />
      <FigureCard
        label="Total Campaigns"
        value={formatCount(o.totalCampaigns)}
        definition={DEFINITIONS.campaigns}
        detail={`${formatCount(o.activeCampaigns)} active`}
      />
      <FigureCard
        label="Total Reports"
        value={formatCount(o.totalReports)}
        definition={DEFINITIONS.reports}
        detail={`${formatCount(o.pendingReports)} pending review`}
      />
      <FigureCard
        label="Applications"
        value={formatCount(o.totalApplications)}
        definition={DEFINITIONS.applications}
        detail={`${formatCount(o.completedApplications)} completed`}
      />
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
  const o = a.overview;
  return (
    <div className="space-y-4">
      {/* Side by side only where the influencers table has room for all five columns. */}
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        <Panel title="User Distribution">
          {/* The period's sign-ups and the whole user base, each labelled: the two differ. */}
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            <section aria-labelledby="users-joined">
              <h3 id="users-joined" className="text-sm font-semibold text-slate-800">
                Joined in {periodLabel(a.period).toLowerCase()}
              </h3>
              <p className="mb-3 text-xs text-slate-500">
                {DEFINITIONS.users}: {formatCount(o.totalUsers)}
              </p>
              <ShareBars
                items={shares(a.userTypes, userTypeLabel)}
                label="Accounts created in the period, by type"
                empty="No accounts created in this period."
              />
            </section>
            <section aria-labelledby="users-all">
              <h3 id="users-all" className="text-sm font-semibold text-slate-800">
                All accounts
              </h3>
              <p className="mb-3 text-xs text-slate-500">
                {DEFINITIONS.userBase}: {formatCount(total(a.userBase))}
              </p>
              <ShareBars
                items={shares(a.userBase, userTypeLabel)}
                label="Every account, by type"
                empty="No accounts yet."
              />
            </section>
          </div>
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
        <FigureCard
          label="Total Campaigns"
          value={formatCount(c.total)}
          definition={DEFINITIONS.campaigns}
          detail={`${formatCount(c.active)} active`}
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
        <FigureCard label="Total Reports" value={formatCount(r.total)} definition={DEFINITIONS.reports} />
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
