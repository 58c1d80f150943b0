import { useTranslation } from 'react-i18next';
import { createFileRoute } from '@tanstack/react-router';
import { ContactForm } from '../features/public/contact/contact-form';
import { ContactInfo } from '../features/public/contact/contact-info';
import { PublicLayout } from '../features/public/public-layout';
import { Container } from '../features/public/section';
import { pageTitle } from '@client/lib/page-title';

export const Route = createFileRoute('/contact')({
  head: () => pageTitle('contact'),
  component: Contact,
});

function Contact() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.contact' });
  return (
    <PublicLayout>
      <section aria-labelledby="contact-title" className="bg-gradient-to-b from-indigo-50 to-white">
        <Container className="py-12 text-center sm:py-16">
          <h1 id="contact-title" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('lead')}</p>
        </Container>
      </section>
      <Container className="grid gap-8 pb-16 sm:pb-24 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form-title" className="text-2xl font-semibold text-slate-900">
            {t('formTitle')}
          </h2>
          <p className="mt-1 text-slate-600">{t('formLead')}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <ContactInfo />
      </Container>
    </PublicLayout>
  );
}
