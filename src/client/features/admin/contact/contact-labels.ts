import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from '@shared/enums';
import { statusLabel } from '@client/components/ui';

/** The status filter's options and a subject's name, in the page's language. */
export function useContactLabels() {
  const { t } = useTranslation('admin', { keyPrefix: 'contact' });
  return {
    statusOptions: CONTACT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
    subjectLabel: (subject: (typeof CONTACT_SUBJECTS)[number]) => t(`subjects.${subject}`),
  };
}
