import { z } from 'zod';
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from '../enums';
import { EMAIL_PATTERN, idParam, pageInput, searchText, text } from './common';

/** The subjects of the contact form with their labels (docs/product.md#contact). */
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  partnership: 'Partnership',
  feedback: 'Feedback',
};

export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_SENT_MESSAGE = "Thanks for reaching out! We'll get back to you soon.";

const required = (label: string, message: string, opts: { lines?: boolean } = {}) =>
  text(label, { message, ...opts }).min(1, message);

/** POST /api/contact, with the form's messages; the web client validates with the same schema. */
export const contactInput = z.object({
  name: required('Name', 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: required('Email', 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address')
    .transform((v) => v.toLowerCase()),
  phone: text('Phone', { message: 'Please enter a valid phone number' })
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{6,19}$/.test(v), 'Please enter a valid phone number')
    .transform((v) => v || null)
    .nullish(),
  subject: z.enum(CONTACT_SUBJECTS, { message: 'Please select a subject' }),
  message: required('Message', 'Message is required', { lines: true }).max(
    CONTACT_MESSAGE_MAX,
    `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  ),
});
export type ContactInput = z.infer<typeof contactInput>;

const contactStatus = z.enum(CONTACT_STATUSES, { message: 'Status must be new or answered' });

/** The admin's list of contact messages, newest first (docs/product.md#contact). */
export const listContactMessagesInput = z.object({
  status: contactStatus.optional(),
  /** Matches name, email, subject or message text. */
  search: searchText(200, 'search').optional(),
  ...pageInput,
});
export type ListContactMessagesInput = z.infer<typeof listContactMessagesInput>;

/** PUT /api/admin/contact-messages/{id}/status. */
export const setContactStatusInput = z.object({ id: idParam, status: contactStatus });

export const contactMessageOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
  status: contactStatus,
  answered_at: z.string().nullable(),
  answered_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageOutput>;

export const contactStatsOutput = z.object({
  total_messages: z.number(),
  new_messages: z.number(),
  answered_messages: z.number(),
});

export const CONTACT_REPLY_SUBJECT_MAX = 200;

/** The admin's reply to a contact message, emailed to the sender as plain text. */
export const replyContactMessageForm = z.object({
  subject: required('Subject', 'Subject is required').max(
    CONTACT_REPLY_SUBJECT_MAX,
    `Subject must be at most ${CONTACT_REPLY_SUBJECT_MAX} characters`,
  ),
  message: required('Message', 'Message is required', { lines: true }).max(
    CONTACT_MESSAGE_MAX,
    `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  ),
});

/** POST /api/admin/contact-messages/{id}/reply. */
export const replyContactMessageInput = replyContactMessageForm.extend({ id: idParam });
export type ReplyContactMessageInput = z.infer<typeof replyContactMessageInput>;

/** The reply form's first values: "Re: {subject}" and a greeting. */
export const replyDraft = (m: Pick<ContactMessage, 'name' | 'subject'>) => ({
  subject: `Re: ${CONTACT_SUBJECT_LABELS[m.subject]}`,
  message: `Hi ${m.name},\n\n`,
});
