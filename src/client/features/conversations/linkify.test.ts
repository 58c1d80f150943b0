import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps text without addresses as one text part', () => {
    expect(linkify('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
  });

  it('turns http and https addresses into links, leaving the words around them', () => {
    expect(linkify('See https://brand.in/brief and http://x.com/a?b=1 now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://brand.in/brief', href: 'https://brand.in/brief' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.com/a?b=1', href: 'http://x.com/a?b=1' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves a sentence’s closing punctuation outside the link', () => {
    expect(linkify('Brief: (https://brand.in/brief).')).toEqual([
      { kind: 'text', text: 'Brief: (' },
      { kind: 'link', text: 'https://brand.in/brief', href: 'https://brand.in/brief' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('never links other schemes, and keeps markup as text', () => {
    const body = 'javascript:alert(1) <a href="https://x.in">x</a> data:text/html,hi mailto:a@b.in';
    const parts = linkify(body);
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['https://x.in']);
    expect(parts.map((p) => p.text).join('')).toBe(body);
  });

  it('keeps the whole text, in order, whatever it holds', () => {
    const body = 'a https://one.in b https://two.in/c?d=e#f, end';
    expect(
      linkify(body)
        .map((p) => p.text)
        .join(''),
    ).toBe(body);
  });
});
