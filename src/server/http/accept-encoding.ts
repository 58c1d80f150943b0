import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { Encoding } from './client-files';

/**
 * The encoding to send, among those a file has (in the server's order of preference, smallest first),
 * by the request's Accept-Encoding (RFC 9110 section 12.5.3): the highest q-value wins, a tie goes to
 * the server's preference, `*` stands for any encoding not named, q=0 refuses one, and identity is
 * acceptable unless refused (when everything is refused, identity is sent anyway). No header: identity.
 */
export function chooseEncoding(c: Context, available: Encoding[]): Encoding {
  return accepts(c, {
    header: 'Accept-Encoding',
    supports: available,
    default: 'identity',
    match: (accepted) => {
      // Identity not named is acceptable, but no more than the least wanted encoding that was (as
      // the negotiator package does): "gzip;q=0.5, br;q=0.8" asks for br, not for no compression.
      const identityQ = Math.min(1, ...accepted.filter((a) => a.q > 0).map((a) => a.q));
      const q = (encoding: string) =>
        accepted.find((a) => a.type.toLowerCase() === encoding)?.q ??
        accepted.find((a) => a.type === '*')?.q ??
        (encoding === 'identity' ? identityQ : 0);
      let best: Encoding = 'identity';
      let bestQ = 0;
      for (const encoding of available) {
        if (q(encoding) > bestQ) [best, bestQ] = [encoding, q(encoding)];
      }
      return best;
    },
  }) as Encoding;
}
