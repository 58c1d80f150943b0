import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tabs } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { AppShell } from '../layout/app-shell';
import { DashboardWelcome } from '../layout/dashboard-welcome';
import { ApplicationsTab } from './applications/applications-tab';
import { InvitationsTab } from '../invitations/invitations-tab';
import { BrowseTab } from './browse/browse-tab';
import { EarningsTab } from './earnings/earnings-tab';
import { PaymentTab } from './payment/payment-tab';
import { OffersTab } from '../offers/offers-tab';
import { CreatorStats } from './creator-stats';
import type { BrowseSearch } from './browse/browse-search';
import type { CreatorTab } from './creator-tabs';

type Props = {
  tab: CreatorTab;
  onTabChange: (tab: CreatorTab) => void;
  /** Browse's search, filters and sort, kept in the URL so they outlive the tab. */
  browse: BrowseSearch;
  onBrowseChange: (next: BrowseSearch) => void;
};

/** The creator's home: welcome, refresh, the four stat cards and the four tabs (docs/product.md#screens). */
export function CreatorDashboard({ tab, onTabChange, browse, onBrowseChange }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'creator' });
  const { t: tabName } = useTranslation('public', { keyPrefix: 'titles.creatorTabs' });
  const utils = trpc.useUtils();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        utils.profiles.me.invalidate(),
        utils.campaigns.list.invalidate(),
        utils.applications.listMy.invalidate(),
        utils.invitations.my.invalidate(),
        utils.workSubmissions.invalidate(),
        utils.reviews.invalidate(),
        utils.disputes.invalidate(),
        utils.payments.getMine.invalidate(),
        utils.payouts.my.invalidate(),
      ]);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <AppShell>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <DashboardWelcome subtitle={t('dashboard.subtitle')} />
        <Button variant="secondary" onClick={() => void refresh()} loading={refreshing}>
          {t('dashboard.refresh')}
        </Button>
      </div>
      <CreatorStats />
      <div className="mt-6">
        <Tabs
          label={t('dashboard.tabsLabel')}
          selected={tab}
          onChange={onTabChange}
          items={[
            {
              key: 'browse',
              label: tabName('browse'),
              panel: <BrowseTab query={browse} onQueryChange={onBrowseChange} />,
            },
            { key: 'invitations', label: tabName('invitations'), panel: <InvitationsTab /> },
            { key: 'applications', label: tabName('applications'), panel: <ApplicationsTab /> },
            { key: 'offers', label: tabName('offers'), panel: <OffersTab side="creator" /> },
            { key: 'payment', label: tabName('payment'), panel: <PaymentTab /> },
            { key: 'earnings', label: tabName('earnings'), panel: <EarningsTab /> },
          ]}
        />
      </div>
    </AppShell>
  );
}
