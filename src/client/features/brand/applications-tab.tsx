import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Application } from '@shared/schemas/application';
import { Tabs } from '@client/components/ui';
import { CreatorProfileModal } from './creator-profile-modal';
import { CampaignParticipants } from './participants';
import { ReportInfluencerDialog, type ReportTarget } from './report-influencer-dialog';
import { ReviewedApplications } from './reviewed-applications';

type Section = 'applications' | 'participants';

/** Influencer Management: every application received, and each campaign's accepted participants. */
export function ApplicationsTab() {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const [section, setSection] = useState<Section>('applications');
  const [profile, setProfile] = useState<Application | null>(null);
  const [report, setReport] = useState<ReportTarget | null>(null);

  return (
    <section aria-labelledby="influencer-management" className="space-y-4">
      <div>
        <h2 id="influencer-management" className="text-xl font-semibold">
          {t('applications.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('applications.intro')}</p>
      </div>
      <Tabs
        label={t('applications.heading')}
        selected={section}
        onChange={setSection}
        items={[
          {
            key: 'applications',
            label: t('applications.reviewed'),
            panel: (
              <ReviewedApplications
                onViewProfile={setProfile}
                onReport={(a) => setReport({ userId: a.creator_id, name: a.creator_name })}
              />
            ),
          },
          {
            key: 'participants',
            label: t('applications.participants'),
            panel: <CampaignParticipants onViewProfile={setProfile} />,
          },
        ]}
      />
      <CreatorProfileModal application={profile} onClose={() => setProfile(null)} />
      <ReportInfluencerDialog target={report} onClose={() => setReport(null)} />
    </section>
  );
}
