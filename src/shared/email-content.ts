import { DEFAULT_LANGUAGE, type UiLanguage } from './i18n/languages';

/** What an email says; every email of the product is rendered from one of these (server/mail/template.ts). */
export type EmailContent = {
  /** The first line, bold in the HTML part ("Reset your password"). */
  heading: string;
  /** Plain sentences (never HTML: they are escaped), one paragraph each. */
  paragraphs: string[];
  /** The one thing to do: a button in the HTML part, the address on its own line in the text. A path ("/messages?…") is made absolute with APP_URL. */
  action?: { label: string; url: string };
  /** A small line after the action ("If you did not ask for this, ignore this email."). */
  note?: string;
  /**
   * The language it is written in, the recipient's (docs/product.md#languages): the HTML part's
   * `lang` and the template's own words follow it. Absent: English.
   */
  language?: UiLanguage;
};

/** `content` marked as written in `language`; English content is left as it is, without the mark. */
export const writtenIn = (language: UiLanguage | undefined, content: EmailContent): EmailContent =>
  !language || language === DEFAULT_LANGUAGE ? content : { ...content, language };
