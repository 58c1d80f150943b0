import type { UiLanguage } from '@shared/i18n/languages';
import { translateMessage, type MessageDictionary } from '@shared/i18n/messages';

let dictionary: MessageDictionary | undefined;
/** Whether a screen shown so far reads the schemas' or notifications' texts. */
let wanted = false;

/**
 * Loads the dictionary of the schemas' messages and the notifications for `language` (English needs
 * none), once a screen that shows them is opened (`wanted`): the forms' own checks run the shared
 * schemas, whose messages are English, and the bell holds notifications as written. The pages
 * without a form do without it (21 KB in Hindi).
 */
export async function loadMessages(language: UiLanguage, want = false) {
  wanted ||= want;
  dictionary = wanted && language === 'hi' ? (await import('@shared/i18n/hindi')).default : undefined;
}

/** Whether the page's messages are ready for `language` (English needs no dictionary). */
export const messagesLoaded = (language: UiLanguage) =>
  wanted && (language === 'en' || dictionary !== undefined);

/** A schema's or the server's message in the page's language (the server's own are already). */
export const messageText = (message: string) => translateMessage(message, dictionary);

/** Whether a message the server sent (in the page's language) is this English one. */
export const isMessage = (message: string, english: string) =>
  message === english || message === messageText(english);
