import { describe, expect, it } from 'vitest';
import { clientIp } from '@server/context';
import { createTestApp } from '../kit/app';
import { rest } from '../kit/rest';

const message = { name: 'A', email: 'a@example.com', subject: 'general', message: 'Hello' };
const withForwarded = (value: string) =>
  new Request('http://localhost/', { headers: { 'x-forwarded-for': value } });

describe('the client address behind a trusted proxy', () => {
  it('is the X-Forwarded-For entry the proxies added, counted from the right, never the leftmost', () => {
    expect(clientIp(withForwarded('6.6.6.6, 203.0.113.7'), '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientIp(withForwarded('6.6.6.6, 203.0.113.7, 198.51.100.1'), '10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientIp(withForwarded('203.0.113.7'), '10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientIp(withForwarded('6.6.6.6'), '10.0.0.1', 0)).toBe('10.0.0.1');
    expect(clientIp(new Request('http://localhost/'), '10.0.0.1', 1)).toBe('10.0.0.1');
  });

  it('cannot be changed per request by writing a new leftmost entry: the per-address limit still holds', async () => {
    const t = createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_CONTACT: '2' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        rest(t, 'POST', '/api/contact', {
          body: message,
          headers: { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429]);
  });

  it('with TRUST_PROXY_HOPS=2 is the entry the outer proxy added', async () => {
    const t = createTestApp({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2', RATE_LIMIT_CONTACT: '1' });
    const from = (chain: string) =>
      rest(t, 'POST', '/api/contact', { body: message, headers: { 'x-forwarded-for': chain } });
    expect((await from('1.1.1.1, 203.0.113.7, 198.51.100.1')).status).toBe(200);
    expect((await from('2.2.2.2, 203.0.113.7, 198.51.100.1')).status).toBe(429);
    expect((await from('2.2.2.2, 203.0.113.8, 198.51.100.1')).status).toBe(200);
  });
});
