import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_LANGUAGE, languageFromHeader, type UiLanguage } from '@shared/i18n/languages';
import { tokenFromRequest } from '../context';
import type { AppDeps } from '../deps';
import type { ErrorExtra } from '../errors';
import { extraIn, messageIn } from '../messages';
import { validateSessionToken } from '../services/auth/sessions';

declare module 'hono' {
  interface ContextVariableMap {
    /** The language of this request's answers, found once when first asked (rememberLanguage, before the route). */
    answerLanguage: () => Promise<UiLanguage>;
  }
}

/**
 * The language of a plain route's answer, as a procedure's (context.ts): a signed-in caller's saved
 * language, else Accept-Language, else English. Only looked up when an answer needs it (a refusal),
 * so a request that succeeds reads no session for it; a route that found its caller
 * (requireCaller) tells it with `tellLanguage`.
 */
export const rememberLanguage = (deps: Pick<AppDeps, 'db'>) => (c: Context) => {
  let found: Promise<UiLanguage> | undefined;
  c.set('answerLanguage', () => (found ??= languageOfRequest(deps, c.req.raw)));
};

async function languageOfRequest(deps: Pick<AppDeps, 'db'>, req: Request): Promise<UiLanguage> {
  const { token } = tokenFromRequest(req);
  const check = token ? await validateSessionToken(deps.db, token).catch(() => null) : null;
  return (
    (check?.status === 'valid' ? check.user.language : undefined) ??
    languageFromHeader(req.headers.get('accept-language')) ??
    DEFAULT_LANGUAGE
  );
}

/** Sets the answer's language to one already known (the caller's, from their context). */
export const tellLanguage = (c: Context, language: UiLanguage) =>
  c.set('answerLanguage', () => Promise.resolve(language));

/** The language of this request's answers; from Accept-Language alone outside the app (a bare test route). */
export const answerLanguage = (c: Context): Promise<UiLanguage> => {
  const remembered = c.get('answerLanguage') as (() => Promise<UiLanguage>) | undefined;
  return remembered
    ? remembered()
    : Promise.resolve(languageFromHeader(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE);
};

/**
 * Every refusal a plain Hono route answers itself: `{ error, ...extra }` with the status, the
 * message (and any field issues among `extra`) in the request's language; English as written.
 */
export async function refuse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  extra: ErrorExtra = {},
) {
  const language = await answerLanguage(c);
  return c.json({ error: messageIn(language, message), ...extraIn(language, extra) }, status);
}
