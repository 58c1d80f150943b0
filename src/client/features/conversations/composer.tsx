import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX, messageForm } from '@shared/conversations';
import { formatCount } from '@shared/format';
import { Button, TextAreaField } from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import type { Message } from './use-conversations';

type Props = {
  applicationId: string;
  counterpart: string;
  onSent: (message: Message) => void;
  onRefused: () => void;
};

/**
 * The message box under a conversation: Enter sends, Shift+Enter starts a new line. The box keeps
 * its words while sending and after a failure, so nothing typed is lost; the server's reason is shown.
 */
export function Composer({ applicationId, counterpart, onSent, onRefused }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'conversations.composer' });
  const toast = useToast();
  const send = trpc.conversations.send.useMutation();
  const { field, handleSubmit, reset, watch, showServerErrors, submitting } = useSchemaForm(messageForm, {
    body: '',
  });
  const length = watch('body').length;

  const submit = handleSubmit(async ({ body }) => {
    try {
      const { message } = await send.mutateAsync({ applicationId, body });
      reset({ body: '' });
      onSent(message);
    } catch (error) {
      if (showServerErrors(error)) return;
      toast({
        variant: 'error',
        description: failureMessage(error, t('failed')),
      });
      // A refusal may mean the conversation changed (the application was rejected meanwhile).
      onRefused();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!submitting) void submit();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="border-t border-slate-200 p-3 sm:p-4">
      <TextAreaField
        label={t('label', { name: counterpart })}
        rows={2}
        placeholder={t('placeholder')}
        readOnly={submitting}
        onKeyDown={onKeyDown}
        hint={
          <span className="flex justify-between gap-2">
            <span>{t('hint')}</span>
            <span className={length > MESSAGE_BODY_MAX ? 'font-medium text-red-700' : ''}>
              {formatCount(length)}/{formatCount(MESSAGE_BODY_MAX)}
            </span>
          </span>
        }
        className="[&_textarea]:max-h-40 [&_textarea]:resize-none"
        {...field('body')}
      />
      <div className="mt-2 flex justify-end">
        <Button type="submit" size="sm" loading={submitting}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
