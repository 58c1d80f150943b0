import { beforeAll, describe, expect, it } from 'vitest';
import { getOpenApiDocument } from '@server/http/rest';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';

/**
 * Every text every route takes, from outside, with what the text rule refuses (src/shared/schemas/
 * common.ts, decision 061): NULs, lone surrogates, other C0 controls, and line breaks and tabs in
 * one-line fields. Each must be a 400 naming the field, never a 5xx, on both engines (PostgreSQL
 * refuses a NUL in text, which answered 500 before). The routes and their fields are read from the
 * OpenAPI document, so a new route or field is tried too; the plain Hono routes (uploads, documents)
 * are listed by hand.
 */
const t = createTestApp({
  RATE_LIMIT_SIGNUPS: '100000',
  RATE_LIMIT_CONTACT: '100000',
  RATE_LIMIT_REPORTS: '100000',
  RATE_LIMIT_PAYMENT_SAVES: '100000',
  RATE_LIMIT_MESSAGES: '100000',
  RATE_LIMIT_RESET_EMAILS: '100000',
  RATE_LIMIT_RESET_EMAILS_PER_IP: '100000',
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: '100000',
});

/**
 * `lineBreak`: refused only in one-line fields. `surrogate`: a URL cannot carry it (its bytes are
 * decoded to U+FFFD, a character like any other), so only a JSON body can bring one.
 */
type Probe = { name: string; value: string; lineBreak?: boolean; surrogate?: boolean };

/** The kinds of text refused: lineBreak ones only in one-line fields. */
const PROBES: Probe[] = [
  { name: 'NUL alone', value: '\u0000' },
  { name: 'NUL inside', value: 'ab\u0000cd' },
  { name: 'NUL first', value: '\u0000abcd' },
  { name: 'NUL last', value: 'abcd\u0000' },
  { name: 'lone high surrogate', value: 'ab\ud800cd', surrogate: true },
  { name: 'lone low surrogate', value: 'ab\udc00cd', surrogate: true },
  { name: 'high surrogate last', value: 'abcd\udbff', surrogate: true },
  { name: 'low surrogate first', value: '\udfffabcd', surrogate: true },
  { name: 'surrogates reversed', value: 'ab\udc00\ud800cd', surrogate: true },
  { name: 'two high surrogates', value: 'ab\ud800\ud800cd', surrogate: true },
  { name: 'SOH', value: 'ab\u0001cd' },
  { name: 'BEL', value: 'ab\u0007cd' },
  { name: 'BS', value: 'ab\u0008cd' },
  { name: 'VT', value: 'ab\u000bcd' },
  { name: 'FF', value: 'ab\u000ccd' },
  { name: 'SO', value: 'ab\u000ecd' },
  { name: 'DLE', value: 'ab\u0010cd' },
  { name: 'SUB', value: 'ab\u001acd' },
  { name: 'ESC', value: 'ab\u001b[31mcd' },
  { name: 'US', value: 'ab\u001fcd' },
  { name: 'DEL', value: 'ab\u007fcd' },
  { name: 'header injection', value: 'ab\r\nBcc: x@example.com\u0000' },
  { name: 'LF', value: 'ab\ncd', lineBreak: true },
  { name: 'CR', value: 'ab\rcd', lineBreak: true },
  { name: 'CRLF', value: 'ab\r\ncd', lineBreak: true },
  { name: 'TAB', value: 'ab\tcd', lineBreak: true },
  { name: 'line separator', value: 'ab\u2028cd', lineBreak: true },
];

/** The fields where text may span lines: line breaks and tabs are kept there. */
const MULTI_LINE = new Set([
  'POST /applications message',
  'POST /campaigns description',
  'PUT /campaigns/{id} description',
  'POST /contact message',
  'POST /admin/contact-messages/{id}/reply message',
  'POST /conversations/{applicationId}/messages body',
  'POST /disputes details',
  'PUT /admin/disputes/{id} admin_notes',
  'POST /work-submissions content',
  'POST /work-submissions caption',
  'PUT /work-submissions/{id}/review feedback',
  'PUT /work-submissions/{id}/review override_reason',
  'POST /applications/{id}/posts caption',
  'POST /reports reason',
  'PUT /reports/{id} admin_notes',
  'POST /reports/{id}/suspend reason',
  'POST /reports/{id}/suspend admin_notes',
  'POST /admin/suspensions reason',
  'POST /admin/suspensions metadata.admin_note',
  'POST /admin/suspensions metadata.admin_notes',
  'PUT /admin/suspensions/{id} admin_notes',
  'POST /admin/users/{id}/unsuspend admin_notes',
  'POST /notifications/broadcast message',
  'POST /reviews comment',
  'POST /shortlists/{id}/creators note',
  'PUT /profiles/me bio',
  'PUT /profiles/me address',
  'POST /admin/fundings/{id}/reject reason',
  'POST /admin/fundings/{id}/refund reason',
  'POST /campaigns/{id}/invitations message',
  'POST /offers deliverables',
  'POST /offers message',
  'POST /offers/{id}/counter message',
  'POST /offers/{id}/decline reason',
  'POST /privacy/grievances details',
  'PUT /admin/grievances/{id} response',
]);

const REFUSED_BY_TEXT_RULE = /one line of text|control characters|not valid text/;
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/** The string leaves of a JSON schema, with their paths (arrays as `.0`) and whether they are enums. */
function stringLeaves(schema: JsonSchema, path: string[] = []): { path: string[]; isEnum: boolean }[] {
  const branches = schema.anyOf ?? [schema];
  return branches.flatMap((b) => {
    const types = [b.type ?? []].flat();
    if (b.properties) return Object.entries(b.properties).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
    if (types.includes('array') && b.items) return stringLeaves(b.items, [...path, '0']);
    if (types.includes('string')) return [{ path, isEnum: Boolean(b.enum) || 'const' in b }];
    return [];
  });
}

/** One text field of one route: where it goes (path, query or body) and how to put a value there. */
type Field = {
  route: string;
  method: string;
  field: string;
  isEnum: boolean;
  /**
   * A REST path parameter: trpc-to-openapi takes it as the path has it, percent-encoded, so a
   * control character never reaches a query through it; such an id names nothing (404) or the
   * call is refused for another field first (400).
   */
  inPath?: boolean;
  /** In the URL (a path or query parameter) rather than the JSON body. */
  inUrl: boolean;
  /** The request carrying `value` in this field, every path parameter else a dummy id. */
  request: (value: string) => { path: string; init: RequestInit };
};

/** A value in a URL: percent-encoded UTF-8, a lone surrogate as the bytes WTF-8 would give it. */
function inUrl(value: string) {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const paired = code >= 0xd800 && code <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    if (code >= 0xd800 && code <= 0xdfff && paired === 1)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(value.slice(i, i + paired));
    i += paired - 1;
  }
  return out;
}

const setIn = (path: string[], value: unknown): unknown =>
  path.length === 0
    ? value
    : path[0] === '0'
      ? [setIn(path.slice(1), value)]
      : { [path[0]!]: setIn(path.slice(1), value) };

type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Every text field of every route in the OpenAPI document. */
function documentedFields(): Field[] {
  const paths = getOpenApiDocument().paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([route, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const params = op.parameters ?? [];
      const url = (pathValues: Record<string, string>, query = '') =>
        `/api${route.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? DUMMY_ID)}${query}`;
      const body = (value: unknown) =>
        op.requestBody
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) }
          : {};
      const fromParams = params.flatMap((p) =>
        stringLeaves(p.schema).map(({ path, isEnum }) => ({
          route,
          method: method.toUpperCase(),
          field: [p.name, ...path].join('.'),
          inPath: p.in === 'path',
          inUrl: true,
          isEnum,
          request: (value: string) => ({
            path: p.in === 'path' ? url({ [p.name]: inUrl(value) }) : url({}, `?${p.name}=${inUrl(value)}`),
            init: { method: method.toUpperCase(), ...body({}) },
          }),
        })),
      );
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const fromBody = bodySchema
        ? stringLeaves(bodySchema).map(({ path, isEnum }) => ({
            route,
            method: method.toUpperCase(),
            field: path.join('.'),
            isEnum,
            inUrl: false,
            request: (value: string) => ({
              path: url({}),
              init: { method: method.toUpperCase(), ...body(setIn(path, value)) },
            }),
          }))
        : [];
      return [...fromParams, ...fromBody];
    }),
  );
}

/** The plain Hono routes that take text in their path. */
const plainFields: Field[] = [
  {
    route: '/payments/upload/{id}',
    method: 'POST',
    field: 'id',
    isEnum: false,
    inUrl: true,
    request: (value) => {
      const form = new FormData();
      form.append('document', new File([new Uint8Array(10)], 'pan.png'));
      form.append('kind', 'pan');
      return { path: `/api/payments/upload/${inUrl(value)}`, init: { method: 'POST', body: form } };
    },
  },
  {
    route: '/payments/documents/{id}/{kind}',
    method: 'GET',
    field: 'id',
    isEnum: false,
    inUrl: true,
    request: (value) => ({ path: `/api/payments/documents/${inUrl(value)}/pan`, init: { method: 'GET' } }),
  },
];

type Answer = { status: number; error: string; issues: { path: string; message: string }[] };

const tokens: Record<string, string | undefined> = {};

async function send(field: Field, value: string, token: string | undefined): Promise<Answer> {
  const { path, init } = field.request(value);
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await t.app.request(path, { ...init, headers });
  const body = (await res.json().catch(() => ({}))) as Partial<Answer>;
  return { status: res.status, error: body.error ?? '', issues: body.issues ?? [] };
}

/** Who may call a route: the first of admin, brand, creator, signed out whose call is not refused by role. */
const callers = new Map<string, string | undefined>();
async function callerOf(field: Field) {
  const key = `${field.method} ${field.route}`;
  if (!callers.has(key))
    for (const role of ['admin', 'brand', 'creator', 'none']) {
      const { status } = await send(field, 'ab\u0000cd', tokens[role]);
      if (status !== 401 && status !== 403) {
        callers.set(key, tokens[role]);
        break;
      }
    }
  if (!callers.has(key)) throw new Error(`no caller gets past the role check of ${key}`);
  return callers.get(key);
}

const fields = [...documentedFields(), ...plainFields];

beforeAll(async () => {
  tokens.admin = (await createAdmin(t)).token;
  tokens.brand = (await createBrand(t)).token;
  tokens.creator = (await createCreator(t)).token;
});

describe('text the rule refuses, in every field of every route', () => {
  it('finds the routes and their text fields', () => {
    expect(fields.length).toBeGreaterThan(150);
    const names = new Set(fields.map((f) => `${f.method} ${f.route} ${f.field}`));
    for (const f of MULTI_LINE) expect(names, f).toContain(f);
  });

  it.each(PROBES)('$name: 400 naming the field, never a 5xx', async (probe) => {
    const wrong: string[] = [];
    for (const field of fields) {
      const caller = await callerOf(field);
      const answer = await send(field, probe.value, caller);
      const where = `${field.method} ${field.route} ${field.field}`;
      const multiLine = MULTI_LINE.has(where);
      const named =
        answer.issues.some((i) => i.path === field.field && REFUSED_BY_TEXT_RULE.test(i.message)) ||
        // Plain routes answer one message, without issues.
        (answer.issues.length === 0 && REFUSED_BY_TEXT_RULE.test(answer.error));
      if (answer.status >= 500) wrong.push(`${where}: ${answer.status}`);
      else if (probe.surrogate && field.inUrl) continue;
      else if (field.inPath) {
        if (answer.status !== 400 && answer.status !== 404)
          wrong.push(`${where}: ${answer.status} in the path`);
      } else if (field.isEnum) {
        if (answer.status !== 400) wrong.push(`${where}: ${answer.status} for an enum`);
      } else if (probe.lineBreak && multiLine) {
        if (named) wrong.push(`${where}: refused a line break where text spans lines`);
      } else if (answer.status !== 400 || !named)
        wrong.push(`${where}: ${answer.status} ${answer.error} ${JSON.stringify(answer.issues)}`);
    }
    expect(wrong).toEqual([]);
  });
});
