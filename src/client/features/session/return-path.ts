import type { User } from '@shared/schemas/auth';
import { homeFor } from './roles';

/** Longer than any address the app makes; a longer one is not ours. */
const MAX_LENGTH = 2000;
/** Any base will do: only whether the value stays on it matters. */
const BASE = 'https://app.invalid';

/**
 * The page a sign-in link names (`/auth?redirect=…`), if it is a path of this app
 * (docs/product.md#redirects): one leading `/`, not `//` or `/\` (which browsers read as another
 * host), no scheme, no control characters or backslashes (browsers drop or turn them into `/`),
 * the same once percent-decoded, and not the sign-in page itself. Anything else: undefined.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (!isPlainPath(value) || !isPlainPath(decoded)) return undefined;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || /^\/auth\/?$/.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

const isUnsafeChar = (c: string) => c === '\\' || c < ' ' || c === '\u007f';

const isPlainPath = (path: string) =>
  path.startsWith('/') && path[1] !== '/' && ![...path].some(isUnsafeChar);

/**
 * Where a user goes once signed in (or up): the page they asked for, else their dashboard. Whether
 * their role may open that page is its own route's guard to say (guards.ts), which sends them on
 * to their dashboard if not.
 */
export const landingFor = (user: Pick<User, 'user_type' | 'roles'>, redirect: unknown) =>
  returnPath(redirect) ?? homeFor(user);
