import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REPLY_SUBJECT_MAX,
  replyContactMessageForm,
  replyDraft,
  type ContactMessage,
} from '@shared/schemas/contact';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Dialog, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

type Props = { message: ContactMessage | null; onClose: () => void };

/**
 * Reply by email: the admin writes the answer here and the server emails it to the sender and marks
 * the message answered (the sender's address is never handed to the admin's own mail program).
 */
export function ContactReplyDialog({ message: m, onClose }: Props) {
  const { t } = useTranslation('admin', { keyPrefix: 'contact.reply' });
  return (
    <Dialog
      open={m !== null}
      onClose={onClose}
      size="lg"
      title={m ? t('title', { name: m.name }) : t('titleEmpty')}
      description={m ? t('description', { email: m.email }) : undefined}
    >
      {m && <ReplyForm key={m.id} message={m} onClose={onClose} />}
    </Dialog>
  );
}

function ReplyForm({ message: m, onClose }: { message: ContactMessage; onClose: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'contact.reply' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const reply = trpc.adminContact.reply.useMutation({
    onSuccess: () => void utils.adminContact.invalidate(),
  });
  const { field, watch, handleSubmit, showServerErrors } = useSchemaForm(
    replyContactMessageForm,
    replyDraft(m),
  );
  const length = watch('message').length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reply.mutateAsync({ id: m.id, ...values });
      toast({
        variant: 'success',
        title: t('sent'),
        description: t('sentText', { email: m.email }),
      });
      onClose();
    } catch (error) {
      if (!showServerErrors(error)) {
        // The dialog stays open with the text, so the admin can send it again.
        toast({
          variant: 'error',
          title: t('notSent'),
          description: failureMessage(error, t('failed')),
        });
      }
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <TextField label={t('subject')} maxLength={CONTACT_REPLY_SUBJECT_MAX} {...field('subject')} />
      <TextAreaField
        label={t('message')}
        rows={8}
        maxLength={CONTACT_MESSAGE_MAX}
        {...field('message')}
        hint={
          <span>{t('length', { length: formatCount(length), max: formatCount(CONTACT_MESSAGE_MAX) })}</span>
        }
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={reply.isPending}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
