import type { MessageDictionary } from './messages';

/**
 * Hindi for the notifications' titles and messages, by their English text: they are stored as each
 * domain's notices.ts writes them, and read in the reader's language, in the bell and by email.
 */
export default {
  exact: {},
  patterns: [],
} satisfies MessageDictionary;
