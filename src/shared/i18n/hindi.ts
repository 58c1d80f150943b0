import type { MessageDictionary } from './messages';
import messages from './messages-hi';
import notices from './notices-hi';

/** Every text the server writes in English, in Hindi: messages (validation, refusals) and notifications. */
export default {
  exact: { ...messages.exact, ...notices.exact },
  patterns: [...messages.patterns, ...notices.patterns],
} satisfies MessageDictionary;
