import { AppShell } from '../layout/app-shell';
import { useSession } from '../session/session-provider';
import { DataExportSection } from './data-export-section';
import { ErasureSection } from './erasure-section';

/**
 * The Privacy page (docs/product.md#privacy). Minimal in this branch: "Download my data" and "Erase
 * my account"; consents and grievances join it at the merge.
 */
export function PrivacyPage() {
  const { user } = useSession();
  // The user is gone for a moment while signing out (after an erasure), before the next screen.
  if (!user) return null;
  return (
    <AppShell>
      <h1 className="text-2xl font-bold">Privacy</h1>
      <div className="mt-6 space-y-6">
        <DataExportSection />
        <ErasureSection />
      </div>
    </AppShell>
  );
}
