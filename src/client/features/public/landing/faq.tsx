import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@client/components/icons';
import { Container, SectionHeading } from '../section';

const QUESTIONS = ['join', 'kinds', 'paid', 'safe'] as const;

/**
 * Four questions; each answer opens and closes with its button (Enter or Space from the keyboard).
 * A plain button with aria-expanded: Headless UI's Disclosure cost the landing page 8 KB (decision 091).
 */
export function Faq() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.faq' });
  return (
    <section aria-labelledby="faq-title" className="py-16 sm:py-24">
      <Container className="max-w-3xl">
        <SectionHeading id="faq-title" eyebrow={t('eyebrow')} title={t('title')} />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {QUESTIONS.map((key) => (
            <Question key={key} question={t(`questions.${key}.q`)} answer={t(`questions.${key}.a`)} />
          ))}
        </div>
      </Container>
    </section>
  );
}

function Question({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="px-5">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900"
        >
          <span>{question}</span>
          <ChevronDownIcon
            className={`h-5 w-5 flex-none text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panel} hidden={!open} className="pb-5 text-slate-600">
        {answer}
      </div>
    </div>
  );
}
