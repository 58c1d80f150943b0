import type { z } from 'zod';
import {
  CONTACT_SENT_MESSAGE,
  CONTACT_SUBJECT_LABELS,
  contactInput,
  type ContactInput,
} from '@shared/schemas/contact';
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

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

/** Get in Touch: validated with the server's own schema, sent to the contact procedure (POST /api/contact). */
export function ContactForm() {
  const toast = useToast();
  const send = trpc.contact.send.useMutation();
  const { field, reset, handleSubmit, submitting, showServerErrors } = useSchemaForm(formSchema, EMPTY);

  const submit = handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      toast({ variant: 'success', title: 'Message Sent!', description: CONTACT_SENT_MESSAGE });
      reset();
    } catch (error) {
      const { status, message } = apiError(error);
      if (status === 400) showServerErrors(error);
      toast(
        status === 429
          ? {
              variant: 'error',
              title: 'Too many messages',
              description: message || 'Please try again later.',
            }
          : {
              variant: 'error',
              description: failureMessage(error, 'Failed to send message. Please try again.'),
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
      <p className="text-sm text-slate-600">All fields are required except the phone number.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
        <SelectField
          label="Subject"
          placeholder="Select a subject"
          options={SUBJECT_OPTIONS}
          {...field('subject')}
        />
      </div>
      <TextAreaField label="Message" rows={6} {...field('message')} />
      <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
        {submitting ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
