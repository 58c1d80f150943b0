import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, TEXT_MAX_LENGTH } from '../constants';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Ids are UUIDs; anything else can name nothing, so it is "not found" rather than bad input. */
export const idParam = z.string().min(1).max(64);

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

/** Free text (docs/product.md#limits): at most 1000 characters, no HTML tags, no script schemes. */
export const safeText = (field: string, max = TEXT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((v) => !HTML_TAG.test(v), 'HTML tags are not allowed')
    .refine((v) => !UNSAFE_SCHEME.test(v), 'Potentially unsafe content detected');
