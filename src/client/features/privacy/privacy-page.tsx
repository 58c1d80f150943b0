import { useTranslation } from 'react-i18next';
import { AppShell } from '../layout/app-shell';
import { useSession } from '../session/session-provider';
import { DataExportSection } from './data-export-section';
import { ErasureSection } from './erasure-section';
import { GrievancesSection } from './grievances-section';
import { NoticeSection } from './notice-section';

/**
 * /privacy (docs/product.md#privacy): what the person agreed to and when, their copy of their data
 * and the erasure of their account, and their grievances. One section per component, stacked.
 */
export function PrivacyPage() {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.page' });
  const { user } = useSession();
  // The user is gone for a moment while signing out (after an erasure), before the next screen.
  if (!user) return null;
  return (
    <AppShell>
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('intro')}</p>
      </div>
      <div className="mt-6 space-y-6">
        <NoticeSection />
        <DataExportSection />
        <ErasureSection />
        <GrievancesSection />
      </div>
    </AppShell>
  );
}
