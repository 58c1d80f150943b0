import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { BROADCAST_MESSAGE_MAX, BROADCAST_TITLE_MAX } from '@shared/constants';
import { BROADCAST_AUDIENCES, PRIORITIES, type Priority } from '@shared/enums';
import { formatCount } from '@shared/format';
import { BROADCAST_REQUIRED_MESSAGE } from '@shared/schemas/broadcast';
import { Badge, Button, Card, SelectField, TextAreaField } from '@client/components/ui';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { useSession } from '@client/features/session/session-provider';
import { trpc } from '@client/lib/trpc';
import { failureMessage } from '@client/lib/failure';
import { messageText } from '@client/i18n/messages';
import { priorityTone, type Audience } from './broadcast-labels';

const HOW_IT_WORKS = ['immediate', 'realTime', 'priority', 'readStatus', 'audit'] as const;

export type SentBroadcast = {
  title: string;
  message: string;
  recipients: number;
  audience: Audience;
  priority: Priority;
};

/** Title, message, audience and priority, with counters and a live preview; Send waits for both texts. */
export function BroadcastForm({ onSent }: { onSent: (sent: SentBroadcast) => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'notifications' });
  const required = messageText(BROADCAST_REQUIRED_MESSAGE);
  const toast = useToast();
  const { user } = useSession();
  const utils = trpc.useUtils();
  const hintId = useId();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [priority, setPriority] = useState<Priority>('medium');
  const send = trpc.broadcast.send.useMutation();
  const ready = title.trim() !== '' && message.trim() !== '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!user) {
      toast({
        variant: 'error',
        title: t('error'),
        description: t('mustBeSignedIn'),
      });
      return;
    }
    if (!ready) {
      toast({ variant: 'error', title: t('error'), description: required });
      return;
    }
    try {
      const result = await send.mutateAsync({
        title: title.trim(),
        message: message.trim(),
        target_audience: audience,
        priority,
        metadata: { broadcast_type: 'announcement' },
      });
      toast({
        variant: 'success',
        title: t('sent'),
        description: t('sentText', { message: result.message, n: formatCount(result.recipientCount) }),
      });
      onSent({
        title: result.notification.title,
        message: result.notification.message,
        recipients: result.recipientCount,
        audience: result.targetAudience,
        priority: result.notification.priority,
      });
      setTitle('');
      setMessage('');
      setAudience('all');
      setPriority('medium');
      void utils.broadcast.history.invalidate();
    } catch (error) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(error, t('sendFailed')),
      });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Card>
        <h2 className="mb-4 text-base font-semibold text-slate-900">{t('compose')}</h2>
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <TextField
            label={t('titleLabel')}
            value={title}
            maxLength={BROADCAST_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            placeholder={t('titlePlaceholder')}
            hint={
              <p className="mt-1 text-right text-xs text-slate-500">
                {title.length}/{BROADCAST_TITLE_MAX}
              </p>
            }
          />
          <TextAreaField
            label={t('messageLabel')}
            rows={5}
            value={message}
            maxLength={BROADCAST_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
            placeholder={t('messagePlaceholder')}
            hint={
              <p className="text-right">
                {message.length}/{BROADCAST_MESSAGE_MAX}
              </p>
            }
          />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label={t('audience')}
              value={audience}
              options={BROADCAST_AUDIENCES.map((a) => ({ value: a, label: t(`audiences.${a}`) }))}
              onChange={(e) => setAudience(e.target.value as Audience)}
            />
            <SelectField
              label={t('priority')}
              value={priority}
              options={PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
              onChange={(e) => setPriority(e.target.value as Priority)}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              disabled={!ready}
              loading={send.isPending}
              aria-describedby={ready ? undefined : hintId}
            >
              {t('send')}
            </Button>
            {!ready && (
              <p id={hintId} className="text-sm text-slate-500">
                {required}
              </p>
            )}
          </div>
        </form>
      </Card>
      <Card>
        <h2 className="mb-4 text-base font-semibold text-slate-900">{t('preview')}</h2>
        <div aria-live="off" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="indigo">{t('broadcast')}</Badge>
            <Badge tone={priorityTone(priority)}>
              {t('priorityBadge', { priority: t(`priorities.${priority}`) })}
            </Badge>
          </div>
          <p className="mt-2 break-words font-semibold text-slate-900">{title.trim() || t('titleAppears')}</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
            {message.trim() || t('messageAppears')}
          </p>
          <p className="mt-3 text-xs text-slate-500">
            {t('previewTo', { audience: t(`audiences.${audience}`) })}
          </p>
        </div>
        <h3 className="mt-5 text-sm font-semibold text-slate-800">{t('howItWorks')}</h3>
        <ul className="mt-2 space-y-1 text-sm text-slate-600">
          {HOW_IT_WORKS.map((key) => (
            <li key={key}>
              <Trans
                t={t}
                i18nKey={`how.${key}`}
                components={{ b: <strong className="font-medium text-slate-800" /> }}
              />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
