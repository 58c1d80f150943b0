import { createFileRoute } from '@tanstack/react-router';
import { Button } from '../components/ui/button';
import { PrinterIcon } from '@client/components/icons';
import { LegalBlocks } from '../features/public/legal/legal-blocks';
import { LegalPage } from '../features/public/legal/legal-page';
import { LegalToc } from '../features/public/legal/legal-toc';
import { PRIVACY_SECTIONS } from '../features/public/legal/privacy-content';
import { PublicLayout } from '../features/public/public-layout';
import { pageTitle } from '@client/lib/page-title';
import { PRIVACY_NOTICE_UPDATED, PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageTitle('Privacy Policy'),
  component: PrivacyPolicy,
});

function PrivacyPolicy() {
  return (
    <PublicLayout>
      <LegalPage
        title="Privacy Policy"
        lastUpdated={PRIVACY_NOTICE_UPDATED}
        version={PRIVACY_NOTICE_VERSION}
        intro="How Collab Marketplace collects, uses and protects the personal data of creators and brands, and the rights you have over it."
        actions={
          // The browser's print dialog offers Save as PDF; print styles drop the navigation.
          <Button variant="secondary" onClick={() => window.print()}>
            <PrinterIcon className="h-4 w-4" />
            Print / Save as PDF
          </Button>
        }
        toc={<LegalToc sections={PRIVACY_SECTIONS} />}
      >
        {PRIVACY_SECTIONS.map((s) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-title`}
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:break-inside-avoid-page print:border-0 print:p-0 print:shadow-none"
          >
            <h2 id={`${s.id}-title`} className="mb-4 text-xl font-semibold text-slate-900">
              {s.title}
            </h2>
            <LegalBlocks blocks={s.blocks} />
          </section>
        ))}
      </LegalPage>
    </PublicLayout>
  );
}
