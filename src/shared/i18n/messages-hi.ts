import type { MessageDictionary } from './messages';

/** Hindi for the schemas' and the server's messages, by their English text (src/shared/i18n/messages.ts). */
export default {
  exact: {},
  patterns: [],
} satisfies MessageDictionary;
