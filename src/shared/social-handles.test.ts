import { describe, expect, it } from 'vitest';
import { atHandle, cleanHandle, normaliseHandle, socialUrl } from './social-handles';

describe('normaliseHandle', () => {
  it('trims, removes spaces and a leading @, and lowercases', () => {
    expect(normaliseHandle('instagram', '@ Some.Name ')).toEqual({ handle: 'some.name' });
    expect(normaliseHandle('youtube', '@@PriyaVlogs')).toEqual({ handle: 'priyavlogs' });
    expect(normaliseHandle('x', ' Priya_S ')).toEqual({ handle: 'priya_s' });
  });

  it('keeps only the handle of a pasted profile link', () => {
    expect(normaliseHandle('instagram', 'https://www.instagram.com/Some.Name/')).toEqual({
      handle: 'some.name',
    });
    expect(normaliseHandle('instagram', 'instagram.com/some.name?igsh=abc')).toEqual({ handle: 'some.name' });
    expect(normaliseHandle('youtube', 'https://youtube.com/@PriyaVlogs')).toEqual({ handle: 'priyavlogs' });
    expect(normaliseHandle('youtube', 'm.youtube.com/@priya-vlogs/videos')).toEqual({
      handle: 'priya-vlogs',
    });
    expect(normaliseHandle('x', 'https://x.com/Priya_S')).toEqual({ handle: 'priya_s' });
    expect(normaliseHandle('x', 'http://twitter.com/priya_s/status/1')).toEqual({ handle: 'priya_s' });
  });

  it('is null for nothing', () => {
    expect(normaliseHandle('instagram', '   ')).toEqual({ handle: null });
    expect(normaliseHandle('x', ' @ ')).toEqual({ handle: null });
  });

  it("refuses another site's link, and a YouTube link that names no handle", () => {
    expect(normaliseHandle('instagram', 'https://x.com/priya')).toEqual({
      error: 'Please enter your Instagram handle or a link like instagram.com/yourname',
    });
    expect(normaliseHandle('youtube', 'https://youtube.com/channel/UC123')).toEqual({
      error: 'Please enter your YouTube handle or a link like youtube.com/@yourname',
    });
    expect(normaliseHandle('x', 'https://evil.example/x.com/priya')).toEqual({
      error: 'Please enter your X handle or a link like x.com/yourname',
    });
  });

  it('refuses characters and lengths the platform does not allow', () => {
    expect(normaliseHandle('instagram', 'priya!')).toEqual({
      error: 'Instagram handle may only contain letters, numbers, periods and underscores',
    });
    expect(normaliseHandle('x', 'priya.s')).toEqual({
      error: 'X handle may only contain letters, numbers and underscores',
    });
    expect(normaliseHandle('instagram', '<script>')).toEqual({
      error: 'Instagram handle may only contain letters, numbers, periods and underscores',
    });
    expect(normaliseHandle('instagram', 'a'.repeat(31))).toEqual({
      error: 'Instagram handle must be at most 30 characters',
    });
    expect(normaliseHandle('x', 'a'.repeat(16))).toEqual({ error: 'X handle must be at most 15 characters' });
    expect(normaliseHandle('youtube', 'ab')).toEqual({ error: 'YouTube handle must be 3 to 30 characters' });
    expect(normaliseHandle('instagram', 'a'.repeat(30))).toEqual({ handle: 'a'.repeat(30) });
  });
});

describe('social links', () => {
  it('build each platform’s profile address from the cleaned handle', () => {
    expect(cleanHandle(' @Priya Styles ')).toBe('priyastyles');
    expect(socialUrl('instagram', '@Priya.Styles')).toBe('https://instagram.com/priya.styles');
    expect(socialUrl('youtube', 'Priya Vlogs')).toBe('https://youtube.com/@priyavlogs');
    expect(socialUrl('x', '@PRIYA')).toBe('https://x.com/priya');
    expect(atHandle('Priya.Styles')).toBe('@priya.styles');
  });

  it('are null without a handle', () => {
    expect(socialUrl('instagram', null)).toBeNull();
    expect(socialUrl('x', ' @ ')).toBeNull();
    expect(atHandle('')).toBeNull();
  });
});
