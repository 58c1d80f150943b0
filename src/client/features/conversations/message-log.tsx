import { useLayoutEffect, useRef } from 'react';
import { LoadOlder } from '@client/components/load-older';
import { MessageItem } from './message-item';
import type { Message } from './use-conversations';

type Props = {
  label: string;
  messages: Message[];
  /** The signed-in user: their messages sit on the right. */
  viewerId: string;
  nameOf: (senderId: string) => string;
  /** Names every message's sender where it shows (an admin's read). */
  showNames: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

/** How close to the bottom still counts as reading the latest: a new message then scrolls into view. */
const NEAR_BOTTOM_PX = 120;

/**
 * The conversation, oldest first, in its own scrolling box. It opens at the newest message; older
 * pages load at the top (scrolling up to them, or the button) without moving what the reader sees;
 * a new message scrolls into view when the reader was at the bottom or sent it. The browser's own
 * scroll anchoring is off: it would shift the view a second time.
 */
export function MessageLog({
  label,
  messages,
  viewerId,
  nameOf,
  showNames,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string; last?: string; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });
  const first = messages[0]?.id;
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = seen.current;
    if (before.first === undefined) el.scrollTop = el.scrollHeight;
    else if (first !== before.first && last?.id === before.last)
      el.scrollTop += el.scrollHeight - before.height;
    else if (last && last.id !== before.last && (before.atBottom || last.sender_id === viewerId))
      el.scrollTop = el.scrollHeight;
    seen.current = { first, last: last?.id, height: el.scrollHeight, atBottom: isAtBottom(el) };
  }, [first, last, viewerId]);

  const onScroll = () => {
    const el = box.current;
    if (el) seen.current = { ...seen.current, height: el.scrollHeight, atBottom: isAtBottom(el) };
  };

  return (
    <div
      ref={box}
      onScroll={onScroll}
      data-testid="message-scroller"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 [overflow-anchor:none] sm:px-4"
    >
      {hasOlder && <LoadOlder loading={loadingOlder} onLoad={onLoadOlder} noun="messages" />}
      <div role="log" aria-live="polite" aria-label={label}>
        <ol className="space-y-3">
          {messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              own={m.sender_id === viewerId}
              senderName={nameOf(m.sender_id)}
              showName={showNames}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}

const isAtBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
