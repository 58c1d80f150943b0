/** `%text%` for LIKE, with the wildcards a person might type (%, _) and the escape (\) matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An FTS5 query: every word a quoted phrase (its own quotes doubled), so nothing in it is syntax. */
export const ftsQuery = (words: string[]) => words.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');
