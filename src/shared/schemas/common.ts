import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, TEXT_MAX_LENGTH } from '../constants';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The mark on the text rule's issues (`params.rule`), so a test can tell them from others. */
export const TEXT_RULE = 'text';

/** C0 controls and DEL, in one-line text also the Unicode line and paragraph separators. */
const ONE_LINE_REFUSED = /[\u0000-\u001f\u007f\u2028\u2029]/;
/** Text that may span lines keeps TAB and LF (CR is made LF first). */
const LINES_REFUSED = /[\u0000-\u0008\u000b-\u001f\u007f]/;
/** A UTF-16 half with no partner: it encodes no character (PostgreSQL refuses it, email garbles it). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The one rule every text an API call takes goes through (docs/decisions/061-one-rule-for-text.md):
 * C0 control characters are refused, which keeps NULs from PostgreSQL (a 500 otherwise) and line
 * breaks out of one-line fields (a name in an email's subject), and so are lone surrogates. TAB and
 * LF are kept where text may span lines (`lines`), after CRLF and CR become LF. Trimmed unless
 * `trim: false` (passwords). `message`, when given, is the one for a value that is not text at all
 * (zod's own otherwise, which the error formatter turns into "… is required" for a missing one).
 */
export function text(label: string, opts: { lines?: boolean; trim?: boolean; message?: string } = {}) {
  const { lines = false, trim = true, message } = opts;
  let schema = message ? z.string({ message }) : z.string();
  if (lines) schema = schema.overwrite((v) => v.replace(/\r\n?/g, '\n'));
  if (trim) schema = schema.trim();
  return schema.check((ctx) => {
    const refused = lines ? LINES_REFUSED : ONE_LINE_REFUSED;
    const problem = LONE_SURROGATE.test(ctx.value)
      ? `${label} contains a character that is not valid text`
      : refused.test(ctx.value)
        ? lines
          ? `${label} must not contain control characters`
          : `${label} must be one line of text, without line breaks, tabs or control characters`
        : null;
    if (problem)
      ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, params: { rule: TEXT_RULE } });
  });
}

/** A list's search words (one line). */
export const searchText = (max = 200, label = 'Search') =>
  text(label).max(max, `${label} must be at most ${max} characters`);

/** Ids are UUIDs; anything else can name nothing, so it is "not found" rather than bad input. */
export const idParam = text('id').min(1).max(64);

/** `limit` and `offset` of every list; the server clamps limit to LIST_MAX_LIMIT. */
export const pageInput = {
  limit: z.number().int().min(1, 'limit must be at least 1').default(LIST_DEFAULT_LIMIT),
  offset: z.number().int().min(0, 'offset must be 0 or more').default(0),
};

/**
 * Boolean query values arrive as text over REST; z.coerce.boolean would read "false" as true.
 * The transform sits outside the union: trpc-to-openapi refuses a query parameter that is a bare
 * union containing z.boolean() (and then fails every REST call), but accepts a pipe.
 */
export const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false'])], { message: 'must be true or false' })
  .transform((v) => v === true || v === 'true');

const UNSAFE_SCHEME = /(javascript|data|vbscript):/i;
const HTML_TAG = /<[^>]*>/;

/**
 * Free text (docs/product.md#limits): at most 1000 characters, no HTML tags, no script schemes; one
 * line unless `lines` (a description, a pitch, feedback).
 */
export const safeText = (field: string, max = TEXT_MAX_LENGTH, opts: { lines?: boolean } = {}) =>
  text(field, opts)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((v) => !HTML_TAG.test(v), 'HTML tags are not allowed')
    .refine((v) => !UNSAFE_SCHEME.test(v), 'Potentially unsafe content detected');
