import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin', { keyPrefix: 'contact.actions' });
  const answered = m.status === 'answered';
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => onReply(m)}
        aria-label={t('replyTo', { name: m.name })}
      >
        {t('reply')}
      </Button>
      <Button
        variant={answered ? 'secondary' : 'primary'}
        size={size}
        loading={busy}
        onClick={() => onMark(answered ? 'new' : 'answered')}
        aria-label={t(answered ? 'markNewFrom' : 'markAnsweredFrom', { name: m.name })}
      >
        {answered ? t('markNew') : t('markAnswered')}
      </Button>
    </>
  );
}
