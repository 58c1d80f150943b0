import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDownIcon } from '@client/components/icons';
import { Container, SectionHeading } from '../section';

const QUESTIONS = [
  {
    q: 'Who can join the platform?',
    a: 'Any creator or brand based in India can sign up for free. Creators must be at least 18 years old. Choose Influencer or Brand when you create your account and complete your profile so others know who you are.',
  },
  {
    q: 'What is the difference between barter and paid campaigns?',
    a: 'In a paid campaign the brand pays an agreed amount in rupees for your content. In a barter campaign you receive the brand’s product or service in exchange for your content instead of money. Every campaign card shows which kind it is.',
  },
  {
    q: 'How do I get paid for a collaboration?',
    a: 'Once the brand accepts your application, you create the content and submit a link to it. When the brand approves the work, the payment is released to the bank account or UPI ID you saved in your payment details.',
  },
  {
    q: 'Is my personal and payment information safe?',
    a: 'Yes. Your PAN, Aadhaar and bank details are encrypted before they are stored, shown only in masked form, and never shared with brands. Only authorised staff can view them, and every such view is logged.',
  },
] as const;

/** Four questions; each answer opens and closes with its button (Enter or Space from the keyboard). */
export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="py-16 sm:py-24">
      <Container className="max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {QUESTIONS.map(({ q, a }) => (
            <Disclosure key={q} as="div" className="px-5">
              <h3>
                <DisclosureButton className="group flex w-full items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900">
                  <span>{q}</span>
                  <ChevronDownIcon className="h-5 w-5 flex-none text-slate-500 transition-transform group-data-[open]:rotate-180" />
                </DisclosureButton>
              </h3>
              <DisclosurePanel className="pb-5 text-slate-600">{a}</DisclosurePanel>
            </Disclosure>
          ))}
        </div>
      </Container>
    </section>
  );
}
