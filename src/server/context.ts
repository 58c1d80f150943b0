import { SESSION_COOKIE, clearedSessionCookie, readCookie, sessionCookie } from './cookies';
import { DEFAULT_LANGUAGE, languageFromHeader, type UiLanguage } from '@shared/i18n/languages';
import type { AppDeps } from './deps';
import { validateSessionToken, type Session, type SessionUser } from './services/auth/sessions';

/** Where the caller's token came from; cookie-authenticated changes get an Origin check. */
export type AuthSource = 'bearer' | 'cookie' | null;

export type Context = AppDeps & {
  user: SessionUser | null;
  session: Session | null;
  /** Set when the token is good but the account is suspended: every signed-in call answers 403. */
  suspendedReason: string | null;
  authSource: AuthSource;
  ip: string;
  /**
   * The language of this caller's messages (docs/product.md#languages): a signed-in caller's saved
   * language, else the request's Accept-Language, else English.
   */
  language: UiLanguage;
  /** Issues a session cookie for the web client (login, register, refresh) or clears it. */
  setSessionCookie: (token: string | null) => void;
  /**
   * Whether a new session token goes in the answer's body: yes for REST and in-process callers, who
   * send it back as a bearer token; no for the web client's /api/trpc, where the httpOnly cookie
   * carries it and no script of the page should ever see it.
   */
  tokenInBody: boolean;
  /**
   * Runs work the answer does not wait for (emails, services/auth/in-background.ts) once the answer
   * has gone out: over HTTP when the response is finished, else on the next turn of the event loop.
   */
  afterAnswer: (work: () => void) => void;
};

type ContextInput = {
  token?: string | null;
  authSource?: AuthSource;
  ip?: string;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | null;
  secure?: boolean;
  appendHeader?: (name: string, value: string) => void;
  tokenInBody?: boolean;
  afterAnswer?: (work: () => void) => void;
};

/** The inner context: everything a procedure sees, built from a token. Tests call this directly. */
export async function createInnerContext(deps: AppDeps, input: ContextInput = {}): Promise<Context> {
  const check = input.token
    ? await validateSessionToken(deps.db, input.token)
    : ({ status: 'invalid' } as const);
  const secure = input.secure ?? false;
  return {
    ...deps,
    user: check.status === 'valid' ? check.user : null,
    session: check.status === 'valid' ? check.session : null,
    suspendedReason: check.status === 'suspended' ? check.reason : null,
    authSource: input.token ? (input.authSource ?? 'bearer') : null,
    ip: input.ip ?? 'local',
    language:
      (check.status === 'valid' ? check.user.language : undefined) ??
      languageFromHeader(input.acceptLanguage) ??
      DEFAULT_LANGUAGE,
    setSessionCookie: (token) =>
      input.appendHeader?.('Set-Cookie', token ? sessionCookie(token, secure) : clearedSessionCookie(secure)),
    tokenInBody: input.tokenInBody ?? true,
    afterAnswer: input.afterAnswer ?? ((work) => void setImmediate(work)),
  };
}

/** Reads the bearer header first, then the session cookie. */
export function tokenFromRequest(req: Request): { token: string | null; authSource: AuthSource } {
  const auth = req.headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer '))
    return { token: auth.slice(7).trim() || null, authSource: 'bearer' };
  const cookie = readCookie(req.headers.get('cookie'), SESSION_COOKIE);
  return cookie ? { token: cookie, authSource: 'cookie' } : { token: null, authSource: null };
}

/**
 * The socket address, or behind `trustedHops` proxies the address the farthest of them saw: each
 * proxy appends its peer to X-Forwarded-For, so only the last `trustedHops` entries are not the
 * client's own words (the leftmost ones are whatever the client sent). 0 trusts no header.
 */
export function clientIp(req: Request, remoteAddress: string | undefined, trustedHops: number) {
  const hops = trustedHops > 0 ? (req.headers.get('x-forwarded-for')?.split(',') ?? []) : [];
  const forwarded = hops[Math.max(0, hops.length - trustedHops)]?.trim();
  return forwarded || remoteAddress || 'unknown';
}

/** The outer context for HTTP requests (tRPC and REST). */
export async function createRequestContext(
  deps: AppDeps,
  req: Request,
  appendHeader: (name: string, value: string) => void,
  remoteAddress?: string,
  opts: { tokenInBody?: boolean; afterAnswer?: (work: () => void) => void } = {},
) {
  const { token, authSource } = tokenFromRequest(req);
  return createInnerContext(deps, {
    token,
    authSource,
    ip: clientIp(req, remoteAddress, deps.env.TRUST_PROXY ? deps.env.TRUST_PROXY_HOPS : 0),
    acceptLanguage: req.headers.get('accept-language'),
    secure: cookieSecure(req, deps.env),
    appendHeader,
    tokenInBody: opts.tokenInBody,
    afterAnswer: opts.afterAnswer,
  });
}

/**
 * The session cookie is Secure when the app is served over https (APP_URL), or this request came
 * over HTTPS: directly, or as the trusted proxy says in X-Forwarded-Proto (its own hop is the last).
 */
function cookieSecure(req: Request, env: Pick<AppDeps['env'], 'APP_URL' | 'TRUST_PROXY'>) {
  if (env.APP_URL.startsWith('https:') || new URL(req.url).protocol === 'https:') return true;
  const forwarded = env.TRUST_PROXY
    ? req.headers.get('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase()
    : undefined;
  return forwarded === 'https';
}
