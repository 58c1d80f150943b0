import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@client/components/ui';
import { useSession } from '../session/session-provider';
import { ApplicationsTab } from './applications-tab';
import type { BrandTab } from './brand-tabs';
import type { CampaignsSearch } from './campaigns-search';
import { CampaignsTab } from './campaigns-tab';
import { CreateCampaignForm } from './create-campaign-form';
import { OverviewTab } from './overview-tab';
import { FindCreatorsTab } from '../shortlists/find-creators-tab';
import type { FindCreatorsSearch } from '../shortlists/find-creators-search';
import { ShortlistsTab } from '../shortlists/shortlists-tab';
import { OffersTab } from '../offers/offers-tab';

/** The brand dashboard's body: the welcome line and its tabs (the tab itself lives in the URL). */
type Props = {
  tab: BrandTab;
  onTabChange: (tab: BrandTab) => void;
  /** The Campaigns tab's status, search and filters, kept in the URL so they outlive the tab. */
  campaigns: CampaignsSearch;
  onCampaignsChange: (next: CampaignsSearch) => void;
  /** The Find creators tab's search, filters, sort and page, kept in the URL too. */
  finder: FindCreatorsSearch;
  onFinderChange: (next: FindCreatorsSearch) => void;
};

export function BrandDashboard({
  tab,
  onTabChange,
  campaigns,
  onCampaignsChange,
  finder,
  onFinderChange,
}: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const { t: tabName } = useTranslation('public', { keyPrefix: 'titles.brandTabs' });
  const { user } = useSession();
  const name = user?.full_name?.trim() || t('dashboard.defaultName');
  const toCreate = () => onTabChange('create');
  // A campaign just created: the Campaigns tab shows it and gives it focus (the form is gone).
  const [created, setCreated] = useState<string | null>(null);
  const focused = useCallback(() => setCreated(null), [setCreated]);

  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-2xl font-bold">{t('dashboard.welcome', { name })}</h1>
        <p className="mt-1 text-slate-600">{t('dashboard.intro')}</p>
      </section>
      <Tabs
        label={t('dashboard.label')}
        selected={tab}
        onChange={onTabChange}
        items={[
          { key: 'overview', label: tabName('overview'), panel: <OverviewTab onCreate={toCreate} /> },
          {
            key: 'campaigns',
            label: tabName('campaigns'),
            panel: (
              <CampaignsTab
                onCreate={toCreate}
                query={campaigns}
                onQueryChange={onCampaignsChange}
                focusCampaign={created}
                onFocused={focused}
              />
            ),
          },
          { key: 'applications', label: tabName('applications'), panel: <ApplicationsTab /> },
          {
            key: 'find',
            label: tabName('find'),
            panel: <FindCreatorsTab search={finder} onSearchChange={onFinderChange} />,
          },
          { key: 'shortlists', label: tabName('shortlists'), panel: <ShortlistsTab /> },
          { key: 'offers', label: tabName('offers'), panel: <OffersTab side="brand" /> },
          {
            key: 'create',
            label: tabName('create'),
            panel: (
              <CreateCampaignForm
                onCreated={(id) => {
                  setCreated(id);
                  onTabChange('campaigns');
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
