import { useTranslation } from 'react-i18next';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from '../components/ui/button';
import { PrinterIcon } from '@client/components/icons';
import { LegalBlocks } from '../features/public/legal/legal-blocks';
import { LegalPage } from '../features/public/legal/legal-page';
import { LegalToc } from '../features/public/legal/legal-toc';
import { usePrivacySections } from '../features/public/legal/privacy-content';
import { PublicLayout } from '../features/public/public-layout';
import { pageTitle } from '@client/lib/page-title';
import { PRIVACY_NOTICE_UPDATED, PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageTitle('privacyPolicy'),
  component: PrivacyPolicy,
});

function PrivacyPolicy() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.legal' });
  const sections = usePrivacySections();
  return (
    <PublicLayout>
      <LegalPage
        title={t('privacyTitle')}
        lastUpdated={PRIVACY_NOTICE_UPDATED}
        version={PRIVACY_NOTICE_VERSION}
        intro={t('privacyIntro')}
        actions={
          // The browser's print dialog offers Save as PDF; print styles drop the navigation.
          <Button variant="secondary" onClick={() => window.print()}>
            <PrinterIcon className="h-4 w-4" />
            {t('print')}
          </Button>
        }
        toc={<LegalToc sections={sections} />}
      >
        {sections.map((s) => (
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
