import { CONTACT_SUBJECT_LABELS } from '@shared/schemas/contact';
import type { ContactMessage } from '@shared/schemas/contact';

/**
 * A `mailto:` reply in the admin's own mail program: the product sends no email yet
 * (docs/decisions/027-contact-messages-and-social-handles.md), so Reply by email hands over the address, "Re: {subject}"
 * and a greeting.
 */
export function replyLink(m: Pick<ContactMessage, 'name' | 'email' | 'subject'>) {
  const to = encodeURIComponent(m.email).replace(/%40/g, '@');
  const subject = encodeURIComponent(`Re: ${CONTACT_SUBJECT_LABELS[m.subject]}`);
  const body = encodeURIComponent(`Hi ${m.name},\n\n`);
  return `mailto:${to}?subject=${subject}&body=${body}`;
}
