/**
 * The headers every answer carries, as Hono's `secureHeaders({ crossOriginResourcePolicy:
 * 'same-origin' })` set them, written out once instead of worked out by a middleware on each request
 * (decision 092; tests/integration/security-headers.test.ts holds them equal). Set after the route
 * has answered, over any value it gave, as that middleware did.
 */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

export function setSecurityHeaders(headers: Headers) {
  for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
  headers.delete('X-Powered-By');
}
