/**
 * The messages the shared schemas and the server write (validation, refusals) are written in English,
 * and their English text is their key: the English bodies docs/product.md names stay as they are, and a
 * language's dictionary gives each its text (docs/decisions/091-hindi-catalogues.md).
 */
export type MessageDictionary = {
  /** Whole messages, by their English text. */
  exact: Readonly<Record<string, string>>;
  /** Messages with a part that varies (a field's name, a number, a reason), tried in order. */
  patterns: readonly (readonly [RegExp, (match: RegExpExecArray) => string])[];
};

/** The message in the dictionary's language; as written when the dictionary has no text for it. */
export function translateMessage(message: string, dictionary: MessageDictionary | undefined): string {
  if (!dictionary) return message;
  const exact = dictionary.exact[message];
  if (exact !== undefined) return exact;
  for (const [pattern, write] of dictionary.patterns) {
    const match = pattern.exec(message);
    if (match) return write(match);
  }
  return message;
}
