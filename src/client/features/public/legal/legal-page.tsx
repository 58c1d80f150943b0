import { useTranslation } from 'react-i18next';
import { localeOf } from '@shared/i18n/languages';
import { currentLanguage } from '@client/i18n/i18n';
import type { ReactNode } from 'react';
import { Container } from '../section';

export const LAST_UPDATED = 'August 29, 2025';

type Props = {
  title: string;
  intro: string;
  actions?: ReactNode;
  toc: ReactNode;
  children: ReactNode;
  /** The document's own date and version, when it has one (the privacy notice's). */
  lastUpdated?: string;
  version?: string;
};

/** A legal document: title, last-updated date, actions, then the contents beside the sections. */
export function LegalPage({
  title,
  intro,
  actions,
  toc,
  children,
  lastUpdated = LAST_UPDATED,
  version,
}: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'pages.legal' });
  // The documents' dates are written in English ('August 29, 2025'); other languages show them their way.
  const date =
    currentLanguage() === 'en'
      ? lastUpdated
      : new Date(lastUpdated).toLocaleDateString(localeOf(currentLanguage()), { dateStyle: 'long' });
  return (
    <>
      <section
        aria-labelledby="legal-title"
        className="bg-gradient-to-b from-indigo-50 to-white print:bg-none"
      >
        <Container className="py-12 sm:py-16 print:py-4">
          <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-sm font-medium text-slate-600">
            {t('lastUpdated', { date })}
            {version && t('version', { version })}
          </p>
          <p className="mt-4 max-w-3xl text-slate-700">{intro}</p>
          {actions && <div className="mt-6 flex flex-wrap gap-3 print:hidden">{actions}</div>}
        </Container>
      </section>
      <Container className="grid gap-8 pb-16 sm:pb-24 lg:grid-cols-[18rem_minmax(0,1fr)] print:block print:pb-0">
        <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
          {toc}
        </div>
        <div className="min-w-0 space-y-6">{children}</div>
      </Container>
    </>
  );
}
