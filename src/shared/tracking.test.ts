import { describe, expect, it } from 'vitest';
import { destinationUrlError, redirectTarget, TRACKING_MESSAGES as M, TRACKING_PATH } from './tracking';

describe('destinationUrlError', () => {
  it.each([
    ['https://shop.example.com/sale?x=1', null],
    ['http://shop.example.com', null],
    ['javascript:alert(1)', M.destinationScheme],
    ['data:text/html,hi', M.destinationScheme],
    ['//evil.example', M.destinationScheme],
    ['shop.example.com', M.destinationScheme],
    ['https://a:b@evil.example', M.destinationCredentials],
    [`https://x.example/${'a'.repeat(2000)}`, M.destinationLength],
  ])('%s', (value, problem) => expect(destinationUrlError(value)).toBe(problem));
});

describe('redirectTarget', () => {
  it('sets the four UTM parameters, replacing any of those names and keeping the rest', () => {
    const to = new URL(
      redirectTarget('https://shop.example/p?utm_source=old&a=1#top', { campaignId: 'c1', creator: 'maya' }),
    );
    expect(to.hash).toBe('#top');
    expect([...to.searchParams]).toEqual([
      ['utm_source', 'collab'],
      ['a', '1'],
      ['utm_medium', 'creator'],
      ['utm_campaign', 'c1'],
      ['utm_content', 'maya'],
    ]);
  });
});

describe('TRACKING_PATH', () => {
  it('takes a code alone', () => {
    expect(TRACKING_PATH.exec('/r/AbC-_12345')?.[1]).toBe('AbC-_12345');
    for (const p of ['/r/abc', '/r/AbC12345/x', '/r/AbC12345?x', '/r/..%2Fx'])
      expect(TRACKING_PATH.test(p)).toBe(false);
  });
});
