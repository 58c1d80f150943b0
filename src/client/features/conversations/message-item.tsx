import { formatDateTime, formatRelativeTime } from '@shared/dates';
import { FlagNotice } from './flag-notice';
import { MessageText } from './message-text';
import type { Message } from './use-conversations';

type Props = {
  message: Message;
  own: boolean;
  senderName: string;
  /** Shows who wrote it above the words: for an admin, to whom neither side is "own". */
  showName: boolean;
};

/** One message: one's own on the right, the other side's on the left; a flagged one with its notice. */
export function MessageItem({ message, own, senderName, showName }: Props) {
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`} data-own={own}>
      <div className="max-w-[85%] sm:max-w-[75%]">
        {showName && <p className="mb-0.5 text-xs font-semibold text-slate-700">{senderName}</p>}
        <div
          className={`rounded-2xl px-3 py-2 text-sm ${own ? 'rounded-br-sm bg-indigo-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'}`}
        >
          <MessageText body={message.body} />
        </div>
        <p className={`mt-0.5 text-xs text-slate-600 ${own ? 'text-right' : ''}`}>
          {!showName && <span className="sr-only">{senderName}, </span>}
          <time dateTime={message.created_at} title={formatDateTime(message.created_at)}>
            {formatRelativeTime(message.created_at)}
          </time>
        </p>
        {message.flags.length > 0 && <FlagNotice />}
      </div>
    </li>
  );
}
