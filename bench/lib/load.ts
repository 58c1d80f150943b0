import autocannon from 'autocannon';

/** What `vary` gives each request: its own body and headers, and for mixed traffic its own method and path. */
export type Varied = {
  body: string | undefined;
  headers: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT';
  path?: string;
};

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called for every request: a write gives each one its own body (and token). */
  vary?: () => Varied;
};

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /**
   * The server's CPU time per answer in the measured run, in microseconds: what each request costs
   * it, which a loaded, shared machine changes far less than it changes req/s.
   */
  cpuUsPerRequest: number | null;
  /** Status code -> count, every answer of the measured run. */
  statuses: Record<string, number>;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
};

function once(url: string | string[], req: LoadRequest, connections: number, seconds: number) {
  return autocannon({
    // Several addresses (the processes of one server): autocannon opens connection i to url[i % n].
    // Its types know only one.
    url: url as string,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 30,
    requests: [
      {
        method: req.method,
        path: req.path,
        // As a browser sends them: a content type only with a body.
        headers: { ...(req.method === 'GET' ? {} : { 'content-type': 'application/json' }), ...req.headers },
        body: req.body,
        ...(req.vary
          ? {
              setupRequest: (r: autocannon.Request) => {
                const v = req.vary!();
                const method = v.method ?? r.method;
                const headers = {
                  ...(v.body === undefined ? {} : { 'content-type': 'application/json' }),
                  ...v.headers,
                };
                return { ...r, method, path: v.path ?? r.path, body: v.body, headers };
              },
            }
          : {}),
      },
    ],
  });
}

/** A warm-up (discarded), then the measured run, on one address or spread over several. */
export async function measure(
  url: string | string[],
  req: LoadRequest,
  opts: { connections: number; duration: number; warmup: number },
  serverCpuMs: () => number | null = () => null,
) {
  if (opts.warmup > 0) await once(url, req, opts.connections, opts.warmup);
  const cpuBefore = serverCpuMs();
  const r = await once(url, req, opts.connections, opts.duration);
  const cpuAfter = serverCpuMs();
  const statuses: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = v?.count ?? 0;
  const done = Object.values(statuses).reduce((s, n) => s + n, 0);
  return {
    rps: Math.round(done / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: done,
    cpuUsPerRequest:
      cpuBefore === null || cpuAfter === null || done === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / done),
    statuses,
    non2xx: r.non2xx,
    errors: r.errors,
  } satisfies LoadResult;
}
