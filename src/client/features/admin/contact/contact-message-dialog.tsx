import type { ContactMessage } from '@shared/schemas/contact';
import { formatAdminDateTime } from '@shared/dates';
import { Badge, Button, Dialog, statusLabel, statusTone } from '@client/components/ui';
import { Detail, DetailSection } from '../shared/detail-list';
import { ContactStatusActions } from './contact-status-actions';
import { subjectLabel } from './contact-labels';

type Props = {
  message: ContactMessage | null;
  onClose: () => void;
  onReply: (message: ContactMessage) => void;
  onMark: (status: ContactMessage['status']) => void;
  busy: boolean;
};

/** One contact message in full; the text is shown as the sender typed it, never as markup. */
export function ContactMessageDialog({ message: m, onClose, onReply, onMark, busy }: Props) {
  return (
    <Dialog
      open={m !== null}
      onClose={onClose}
      size="lg"
      title={m ? `Message from ${m.name}` : 'Message'}
      description={m ? <Badge tone={statusTone(m.status)}>{statusLabel(m.status)}</Badge> : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {m && <ContactStatusActions message={m} onReply={onReply} onMark={onMark} busy={busy} size="md" />}
        </>
      }
    >
      {m && (
        <div className="space-y-4">
          <DetailSection title="Sender">
            <Detail label="Name">{m.name}</Detail>
            <Detail label="Email">{m.email}</Detail>
            <Detail label="Phone">{m.phone}</Detail>
            <Detail label="Sent">{formatAdminDateTime(m.created_at)}</Detail>
          </DetailSection>
          <DetailSection title="Message">
            <Detail label="Subject">{subjectLabel(m.subject)}</Detail>
            <Detail label="Answered">
              {m.answered_at
                ? `${formatAdminDateTime(m.answered_at)}${m.answered_by_name ? ` by ${m.answered_by_name}` : ''}`
                : 'Not yet'}
            </Detail>
            <Detail label="Message" wide>
              <span className="whitespace-pre-wrap">{m.message}</span>
            </Detail>
          </DetailSection>
        </div>
      )}
    </Dialog>
  );
}
