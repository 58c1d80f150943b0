import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactInput, type ContactInput } from '@shared/schemas/contact';
import { CONTACT_SUBJECTS } from '@shared/enums';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button } from '@client/components/ui/button';
import { SelectField, TextAreaField } from '@client/components/ui/fields';
import { apiError } from '@client/lib/api-error';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { failureMessage } from '@client/lib/failure';

type FormValues = { name: string; email: string; phone: string; subject: string; message: string };

const EMPTY: FormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The form starts with no subject chosen; the shared schema is what reports that ('Please select a subject'). */
const formSchema = contactInput as unknown as z.ZodType<ContactInput, FormValues>;

/** Get in Touch: validated with the server's own schema, sent to the contact procedure (POST /api/contact). */
export function ContactForm() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.contact' });
  const toast = useToast();
  const send = trpc.contact.send.useMutation();
  const { field, reset, handleSubmit, submitting, showServerErrors } = useSchemaForm(formSchema, EMPTY);

  const submit = handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      toast({ variant: 'success', title: t('sentTitle'), description: t('sent') });
      reset();
    } catch (error) {
      const { status, message } = apiError(error);
      if (status === 400) showServerErrors(error);
      toast(
        status === 429
          ? {
              variant: 'error',
              title: t('tooManyTitle'),
              description: message || t('tryLater'),
            }
          : {
              variant: 'error',
              description: failureMessage(error, t('failed')),
            },
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <p className="text-sm text-slate-600">{t('required')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('name')} autoComplete="name" {...field('name')} />
        <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
        <TextField label={t('phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <SelectField
          label={t('subject')}
          placeholder={t('selectSubject')}
          options={CONTACT_SUBJECTS.map((value) => ({ value, label: t(`subjects.${value}`) }))}
          {...field('subject')}
        />
      </div>
      <TextAreaField label={t('message')} rows={6} {...field('message')} />
      <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
        {submitting ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
