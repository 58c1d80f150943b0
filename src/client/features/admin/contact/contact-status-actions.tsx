import type { ContactMessage } from '@shared/schemas/contact';
import { Button } from '@client/components/ui';

type Props = {
  message: ContactMessage;
  onReply: (message: ContactMessage) => void;
  onMark: (status: ContactMessage['status']) => void;
  busy: boolean;
  size?: 'sm' | 'md';
};

/** Reply by email and Mark answered / Mark new: the same two actions on a row and in the dialog. */
export function ContactStatusActions({ message: m, onReply, onMark, busy, size = 'sm' }: Props) {
  const answered = m.status === 'answered';
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => onReply(m)}
        aria-label={`Reply by email to ${m.name}`}
      >
        Reply by email
      </Button>
      <Button
        variant={answered ? 'secondary' : 'primary'}
        size={size}
        loading={busy}
        onClick={() => onMark(answered ? 'new' : 'answered')}
        aria-label={`${answered ? 'Mark new' : 'Mark answered'}: message from ${m.name}`}
      >
        {answered ? 'Mark new' : 'Mark answered'}
      </Button>
    </>
  );
}
