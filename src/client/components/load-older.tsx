import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  loading: boolean;
  onLoad: () => void;
  /** What the list holds, for the button's words. */
  noun?: 'notifications' | 'conversations' | 'messages';
};

const LOADING = {
  notifications: 'loadingNotifications',
  conversations: 'loadingConversations',
  messages: 'loadingMessages',
} as const;

/**
 * The end of a list read backwards (the bell's, a conversation's): older items load as it scrolls
 * into view, or when it is pressed (a keyboard user reaches it with Tab). Watching again after each
 * load fetches the next page while the end is still in sight.
 */
export function LoadOlder({ loading, onLoad, noun = 'notifications' }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'common.loadOlder' });
  const button = useRef<HTMLButtonElement>(null);
  const load = useEffectEvent(onLoad);

  useEffect(() => {
    const end = button.current;
    if (!end || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <button
      ref={button}
      type="button"
      disabled={loading}
      onClick={onLoad}
      className="block w-full px-4 py-3 text-center text-sm font-medium text-indigo-700 hover:bg-indigo-50 disabled:text-slate-600 disabled:hover:bg-transparent"
    >
      {loading ? t(LOADING[noun]) : t(noun)}
    </button>
  );
}
