import { CONTACT_STATUSES, CONTACT_SUBJECTS } from '@shared/enums';
import { CONTACT_SUBJECT_LABELS } from '@shared/schemas/contact';
import { statusLabel } from '@client/components/ui';

export const CONTACT_STATUS_OPTIONS = CONTACT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
export const subjectLabel = (subject: (typeof CONTACT_SUBJECTS)[number]) => CONTACT_SUBJECT_LABELS[subject];
