import type { z } from 'zod';

/**
 * tRPC validates a procedure's input and output with zod's parseAsync, which skips zod's compiled
 * fast paths: a page of 20 campaigns takes about 47 µs to check that way against 11 µs with parse.
 * The shared schemas have no async checks, so a copy whose parseAsync runs the synchronous parse
 * checks exactly the same things (and throws the same ZodError). It is still the zod schema it was,
 * so trpc-to-openapi reads it for the REST document and the query-string coercion as before.
 * Used on the hot reads.
 */
export function syncParsed<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone();
  Object.defineProperty(copy, 'parseAsync', {
    // A throw inside the executor rejects the promise with the same ZodError.
    value: (data: unknown, params?: Parameters<T['parse']>[1]) =>
      new Promise((resolve) => resolve(copy.parse(data, params))),
  });
  return copy;
}
