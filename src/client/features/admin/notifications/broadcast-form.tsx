import { useId, useState } from 'react';
import { BROADCAST_MESSAGE_MAX, BROADCAST_TITLE_MAX } from '@shared/constants';
import type { Priority } from '@shared/enums';
import { BROADCAST_REQUIRED_MESSAGE } from '@shared/schemas/broadcast';
import { Badge, Button, Card, SelectField, TextAreaField } from '@client/components/ui';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { useSession } from '@client/features/session/session-provider';
import { trpc } from '@client/lib/trpc';
import { failureMessage } from '@client/lib/failure';
import {
  AUDIENCE_LABELS,
  AUDIENCE_OPTIONS,
  PRIORITY_LABELS,
  PRIORITY_OPTIONS,
  priorityTone,
  type Audience,
} from './broadcast-labels';

export type SentBroadcast = {
  title: string;
  message: string;
  recipients: number;
  audience: Audience;
  priority: Priority;
};

/** Title, message, audience and priority, with counters and a live preview; Send waits for both texts. */
export function BroadcastForm({ onSent }: { onSent: (sent: SentBroadcast) => void }) {
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
        title: 'Error',
        description: 'You must be logged in to send notifications.',
      });
      return;
    }
    if (!ready) {
      toast({ variant: 'error', title: 'Error', description: BROADCAST_REQUIRED_MESSAGE });
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
        title: 'Broadcast Sent Successfully!',
        description: `${result.message} Recipients: ${result.recipientCount.toLocaleString('en-IN')}.`,
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
        title: 'Error',
        description: failureMessage(error, 'Failed to send broadcast message. Please try again.'),
      });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Card>
        <h2 className="mb-4 text-base font-semibold text-slate-900">Compose Broadcast</h2>
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <TextField
            label="Title"
            value={title}
            maxLength={BROADCAST_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="A short headline"
            hint={
              <p className="mt-1 text-right text-xs text-slate-500">
                {title.length}/{BROADCAST_TITLE_MAX}
              </p>
            }
          />
          <TextAreaField
            label="Message"
            rows={5}
            value={message}
            maxLength={BROADCAST_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="What everyone should know"
            hint={
              <p className="text-right">
                {message.length}/{BROADCAST_MESSAGE_MAX}
              </p>
            }
          />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label="Target audience"
              value={audience}
              options={AUDIENCE_OPTIONS}
              onChange={(e) => setAudience(e.target.value as Audience)}
            />
            <SelectField
              label="Priority"
              value={priority}
              options={PRIORITY_OPTIONS}
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
              Send Broadcast
            </Button>
            {!ready && (
              <p id={hintId} className="text-sm text-slate-500">
                {BROADCAST_REQUIRED_MESSAGE}
              </p>
            )}
          </div>
        </form>
      </Card>
      <Card>
        <h2 className="mb-4 text-base font-semibold text-slate-900">Live Preview</h2>
        <div aria-live="off" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="indigo">Broadcast</Badge>
            <Badge tone={priorityTone(priority)}>{PRIORITY_LABELS[priority]} priority</Badge>
          </div>
          <p className="mt-2 break-words font-semibold text-slate-900">
            {title.trim() || 'Your title appears here'}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
            {message.trim() || 'Your message appears here.'}
          </p>
          <p className="mt-3 text-xs text-slate-500">To: {AUDIENCE_LABELS[audience]} · Just now</p>
        </div>
        <h3 className="mt-5 text-sm font-semibold text-slate-800">How broadcasts work</h3>
        <ul className="mt-2 space-y-1 text-sm text-slate-600">
          <li>
            <strong className="font-medium text-slate-800">Immediate delivery:</strong> every recipient gets
            it the moment you send.
          </li>
          <li>
            <strong className="font-medium text-slate-800">Real-time delivery:</strong> people signed in see
            it in their notification bell at once.
          </li>
          <li>
            <strong className="font-medium text-slate-800">Priority-based sorting:</strong> high priority
            notices stand out in the list.
          </li>
          <li>
            <strong className="font-medium text-slate-800">Read status tracking:</strong> each recipient's
            copy is marked read separately.
          </li>
          <li>
            <strong className="font-medium text-slate-800">Admin audit trail:</strong> every broadcast is kept
            with its sender and recipient count.
          </li>
        </ul>
      </Card>
    </div>
  );
}
