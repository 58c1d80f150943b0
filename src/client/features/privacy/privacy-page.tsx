import { AppShell } from '../layout/app-shell';
import { GrievancesSection } from './grievances-section';
import { NoticeSection } from './notice-section';

/**
 * /privacy (docs/product.md#privacy): what the person agreed to and when, their copy of their data
 * and the erasure of their account, and their grievances. One section per component, stacked.
 */
export function PrivacyPage() {
  return (
    <AppShell>
      <div>
        <h1 className="text-2xl font-bold">Privacy</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          The notice you agreed to, your consents, and your grievances about your personal data.
        </p>
      </div>
      <div className="mt-6 space-y-6">
        <NoticeSection />
        {/* "Download my data" and "Erase my account" sit here, between the notice and the grievances. */}
        <GrievancesSection />
      </div>
    </AppShell>
  );
}
