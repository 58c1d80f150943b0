import type { ContactMessage } from '@shared/schemas/contact';
import { Button, buttonClass } from '@client/components/ui';
import { replyLink } from './reply-link';

type Props = {
  message: ContactMessage;
  onMark: (status: ContactMessage['status']) => void;
  busy: boolean;
  size?: 'sm' | 'md';
};

/** Reply by email and Mark answered / Mark new: the same two actions on a row and in the dialog. */
export function ContactStatusActions({ message: m, onMark, busy, size = 'sm' }: Props) {
  const answered = m.status === 'answered';
  return (
    <>
      <a
        href={replyLink(m)}
        className={buttonClass('secondary', size)}
        aria-label={`Reply by email to ${m.name}`}
      >
        Reply by email
      </a>
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
