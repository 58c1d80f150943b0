/** What answers a request: a test app's Hono app, or a running server reached over HTTP. */
export type Requester = { app: { request(path: string, init: RequestInit): Response | Promise<Response> } };

type RestOptions = { token?: string | null; body?: unknown; headers?: Record<string, string> };

/** One REST call through `app.request`, with the parsed JSON body. */
export async function rest(t: Requester, method: string, path: string, opts: RestOptions = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await t.app.request(path, { method, headers, body });
  const text = await res.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}
