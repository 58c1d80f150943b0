import { useTranslation } from 'react-i18next';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDownIcon } from '@client/components/icons';
import { Container, SectionHeading } from '../section';

const QUESTIONS = ['join', 'kinds', 'paid', 'safe'] as const;

/** Four questions; each answer opens and closes with its button (Enter or Space from the keyboard). */
export function Faq() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.faq' });
  return (
    <section aria-labelledby="faq-title" className="py-16 sm:py-24">
      <Container className="max-w-3xl">
        <SectionHeading id="faq-title" eyebrow={t('eyebrow')} title={t('title')} />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {QUESTIONS.map((key) => (
            <Disclosure key={key} as="div" className="px-5">
              <h3>
                <DisclosureButton className="group flex w-full items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900">
                  <span>{t(`questions.${key}.q`)}</span>
                  <ChevronDownIcon className="h-5 w-5 flex-none text-slate-500 transition-transform group-data-[open]:rotate-180" />
                </DisclosureButton>
              </h3>
              <DisclosurePanel className="pb-5 text-slate-600">{t(`questions.${key}.a`)}</DisclosurePanel>
            </Disclosure>
          ))}
        </div>
      </Container>
    </section>
  );
}
