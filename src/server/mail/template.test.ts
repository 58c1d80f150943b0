import { describe, expect, it } from 'vitest';
import { appLink, renderEmail } from './template';

const APP = 'https://collab.example.in';

describe('renderEmail', () => {
  const { text, html } = renderEmail(APP, {
    heading: 'Offer from <Tea & Co>',
    paragraphs: ['They wrote: "<script>alert(1)</script>"', 'Second paragraph'],
    action: { label: 'Open it', url: '/messages?conversation=42&x=<y>' },
    note: "If it isn't you, ignore this.",
  });

  it('escapes every value in the HTML part', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('They wrote: &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(html).toContain('Offer from &lt;Tea &amp; Co&gt;');
    expect(html).toContain('isn&#39;t');
  });

  it('makes a path absolute with APP_URL, as a button and written out', () => {
    const url = 'https://collab.example.in/messages?conversation=42&x=%3Cy%3E';
    expect(text).toContain(`Open it: ${url}`);
    const inHtml = `href="${url.replace(/&/g, '&amp;')}"`;
    expect(html.split(inHtml)).toHaveLength(3);
  });

  it('keeps the text part plain, in order, with the product name and a link back', () => {
    expect(text.split('\n').slice(0, 5)).toEqual([
      'Offer from <Tea & Co>',
      '',
      'They wrote: "<script>alert(1)</script>"',
      '',
      'Second paragraph',
    ]);
    expect(text.trimEnd().endsWith('Collab Marketplace: https://collab.example.in/')).toBe(true);
    expect(html).toContain('href="https://collab.example.in/"');
    expect(html).toContain('>Collab Marketplace</a>');
  });

  it('leaves out what is not given', () => {
    const bare = renderEmail(APP, { heading: 'Hi', paragraphs: ['Only this'] });
    expect(bare.html).not.toContain('Or open this address');
    expect(bare.text).toBe('Hi\n\nOnly this\n\n--\nCollab Marketplace: https://collab.example.in/\n');
  });
});

describe('appLink', () => {
  it('joins a path to APP_URL and keeps an absolute address', () => {
    expect(appLink(APP, '/auth/reset?token=abc')).toBe('https://collab.example.in/auth/reset?token=abc');
    expect(appLink('http://localhost:3000', 'profile')).toBe('http://localhost:3000/profile');
    expect(appLink(APP, 'https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
  });
});
