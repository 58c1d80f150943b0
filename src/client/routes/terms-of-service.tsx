import { useTranslation } from 'react-i18next';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { ChevronDownIcon } from '@client/components/icons';
import { LegalBlocks } from '../features/public/legal/legal-blocks';
import { LegalPage } from '../features/public/legal/legal-page';
import { LegalToc } from '../features/public/legal/legal-toc';
import { TERMS_SECTIONS, useTermsSections } from '../features/public/legal/terms-content';
import { PublicLayout } from '../features/public/public-layout';
import { pageTitle } from '@client/lib/page-title';

export const Route = createFileRoute('/terms-of-service')({
  head: () => pageTitle('termsOfService'),
  component: TermsOfService,
});

const INTRODUCTION = TERMS_SECTIONS[0]!.id;

/** Only the introduction starts open, plus the section a link points at (/terms-of-service#payments). */
function initiallyOpen() {
  const linked = window.location.hash.slice(1);
  return new Set([INTRODUCTION, ...(TERMS_SECTIONS.some((s) => s.id === linked) ? [linked] : [])]);
}

function TermsOfService() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.legal' });
  const sections = useTermsSections();
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const reveal = (id: string) => setOpen((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));

  return (
    <PublicLayout>
      <LegalPage
        title={t('termsTitle')}
        intro={t('termsIntro')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(new Set(TERMS_SECTIONS.map((s) => s.id)))}>
              {t('expandAll')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(new Set())}>
              {t('collapseAll')}
            </Button>
          </>
        }
        toc={<LegalToc sections={sections} onSelect={reveal} />}
      >
        {sections.map((s) => {
          const isOpen = open.has(s.id);
          return (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <h2 id={`${s.id}-title`} className="text-lg font-semibold text-slate-900 sm:text-xl">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={`${s.id}-panel`}
                  onClick={() => toggle(s.id)}
                  className="flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left hover:bg-slate-50"
                >
                  <span>{s.title}</span>
                  <ChevronDownIcon
                    className={`h-5 w-5 flex-none text-slate-500 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              </h2>
              <div id={`${s.id}-panel`} hidden={!isOpen} className="px-6 pb-6">
                <LegalBlocks blocks={s.blocks} />
              </div>
            </section>
          );
        })}
      </LegalPage>
    </PublicLayout>
  );
}
