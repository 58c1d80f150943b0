import type { UiLanguage } from '@shared/i18n/languages';
import { translateMessage, type MessageDictionary } from '@shared/i18n/messages';

let dictionary: MessageDictionary | undefined;

/**
 * Loads the dictionary of the schemas' messages for `language` (English needs none): the forms'
 * own checks run the shared schemas here, whose messages are English.
 */
export async function loadMessages(language: UiLanguage) {
  dictionary = language === 'hi' ? (await import('@shared/i18n/hindi')).default : undefined;
}

/** A schema's or the server's message in the page's language (the server's own are already). */
export const messageText = (message: string) => translateMessage(message, dictionary);
