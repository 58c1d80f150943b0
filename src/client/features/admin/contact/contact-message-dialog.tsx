import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '@shared/schemas/contact';
import { formatAdminDateTime } from '@shared/dates';
import { Badge, Button, Dialog, statusLabel, statusTone } from '@client/components/ui';
import { Detail, DetailSection } from '../shared/detail-list';
import { ContactStatusActions } from './contact-status-actions';
import { useContactLabels } from './contact-labels';

type Props = {
  message: ContactMessage | null;
  onClose: () => void;
  onReply: (message: ContactMessage) => void;
  onMark: (status: ContactMessage['status']) => void;
  busy: boolean;
};

/** One contact message in full; the text is shown as the sender typed it, never as markup. */
export function ContactMessageDialog({ message: m, onClose, onReply, onMark, busy }: Props) {
  const { t } = useTranslation('admin', { keyPrefix: 'contact.dialog' });
  const { subjectLabel } = useContactLabels();
  return (
    <Dialog
      open={m !== null}
      onClose={onClose}
      size="lg"
      title={m ? t('title', { name: m.name }) : t('titleEmpty')}
      description={m ? <Badge tone={statusTone(m.status)}>{statusLabel(m.status)}</Badge> : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          {m && <ContactStatusActions message={m} onReply={onReply} onMark={onMark} busy={busy} size="md" />}
        </>
      }
    >
      {m && (
        <div className="space-y-4">
          <DetailSection title={t('sender')}>
            <Detail label={t('name')}>{m.name}</Detail>
            <Detail label={t('email')}>{m.email}</Detail>
            <Detail label={t('phone')}>{m.phone}</Detail>
            <Detail label={t('sent')}>{formatAdminDateTime(m.created_at)}</Detail>
          </DetailSection>
          <DetailSection title={t('message')}>
            <Detail label={t('subject')}>{subjectLabel(m.subject)}</Detail>
            <Detail label={t('answered')}>
              {m.answered_at
                ? m.answered_by_name
                  ? t('answeredBy', { date: formatAdminDateTime(m.answered_at), name: m.answered_by_name })
                  : formatAdminDateTime(m.answered_at)
                : t('notYet')}
            </Detail>
            <Detail label={t('message')} wide>
              <span className="whitespace-pre-wrap">{m.message}</span>
            </Detail>
          </DetailSection>
        </div>
      )}
    </Dialog>
  );
}
