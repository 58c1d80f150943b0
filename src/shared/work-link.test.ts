import { describe, expect, it } from 'vitest';
import { submitWorkInput } from './schemas/work';
import {
  WORK_LINK_MESSAGES as M,
  WORK_LINK_PLATFORMS,
  isAllowedWorkHost,
  workLinkError,
  workLinkSchema,
} from './work-link';

describe('the work link rule (docs/product.md#work-link)', () => {
  it('has the documented messages word for word', () => {
    expect(M).toEqual({
      required: 'Work link is required',
      invalid: 'Please enter a valid URL',
      protocol: 'URL must start with http:// or https://',
      domain: 'Please enter a valid URL with a domain name',
      platform: 'Please use a valid platform URL (YouTube, Instagram, Google Drive, etc.)',
    });
  });

  it.each([
    ['', M.required],
    ['   ', M.required],
    [null, M.required],
    [undefined, M.required],
    ['youtube.com/watch?v=1', M.invalid],
    ['not a url', M.invalid],
    ['ftp://youtube.com/file', M.protocol],
    ['javascript:alert(1)', M.protocol],
    ['mailto:someone@youtube.com', M.protocol],
    ['http://ab/', M.domain],
    ['https://example.com/video', M.platform],
    ['https://notyoutube.com/watch', M.platform],
    ['https://youtube.com.evil.example/watch', M.platform],
    ['https://drive.google.evil.com/x', M.platform],
  ])('refuses %j with %j', (link, message) => {
    expect(workLinkError(link)).toBe(message);
  });

  it.each([
    'https://www.youtube.com/watch?v=abc',
    'https://youtu.be/abc',
    'http://instagram.com/p/xyz',
    'https://m.facebook.com/post/1',
    'https://drive.google.com/file/d/1',
    'https://docs.google.com/document/d/1',
    'https://onedrive.live.com/view',
    'https://mega.nz/file/1',
    'https://www.behance.net/gallery/1',
    'https://www.twitch.tv/videos/1',
    'https://writer.substack.com/p/post',
    'https://ko-fi.com/creator',
    'https://buymeacoffee.com/creator',
    '  https://vimeo.com/1  ',
    'https://YOUTUBE.COM/watch',
  ])('accepts %j', (link) => {
    expect(workLinkError(link)).toBeNull();
  });

  it('accepts every platform of the list and its subdomains', () => {
    for (const domain of WORK_LINK_PLATFORMS) {
      expect(workLinkError(`https://${domain}/x`)).toBeNull();
      expect(workLinkError(`https://www.${domain}/x`)).toBeNull();
    }
  });

  it('treats the configured own hosts as the rule\'s "{host}" platform', () => {
    expect(workLinkError('https://collab.example.in/portfolio/1')).toBe(M.platform);
    expect(workLinkError('https://collab.example.in/portfolio/1', ['collab.example.in'])).toBeNull();
    expect(workLinkError('https://www.collab.example.in/p', ['Collab.Example.in:443'])).toBeNull();
    expect(workLinkError('http://localhost:3000/p', ['localhost'])).toBeNull();
    expect(isAllowedWorkHost('other.example', ['collab.example.in'])).toBe(false);
  });

  it('is the rule of the zod schemas the client and server use', () => {
    expect(workLinkSchema().safeParse('https://example.com').error?.issues[0]?.message).toBe(M.platform);
    expect(workLinkSchema().parse('  https://youtu.be/x ')).toBe('https://youtu.be/x');
    const schema = submitWorkInput(['collab.example.in']);
    const base = { application_id: 'a1', content: 'My reel' };
    expect(schema.safeParse({ ...base, links: [] }).error?.issues[0]?.message).toBe(M.required);
    expect(
      schema.safeParse({ ...base, links: ['https://youtu.be/x', 'ftp://x.com'] }).error?.issues[0]?.message,
    ).toBe(M.protocol);
    expect(schema.parse({ ...base, links: ['https://collab.example.in/x'] })).toMatchObject({
      submission_type: 'link',
    });
  });
});
