import { describe, expect, it } from 'vitest';
import { cleanHandle, socialUrl } from './social-links';

describe('social links', () => {
  it('lowercases and removes @ and spaces', () => {
    expect(cleanHandle(' @Priya Styles ')).toBe('priyastyles');
    expect(socialUrl('instagram', '@Priya.Styles')).toBe('https://instagram.com/priya.styles');
    expect(socialUrl('youtube', 'Priya Vlogs')).toBe('https://youtube.com/@priyavlogs');
    expect(socialUrl('x', '@PRIYA')).toBe('https://x.com/priya');
  });
  it('is null without a handle', () => {
    expect(socialUrl('instagram', null)).toBeNull();
    expect(socialUrl('x', ' @ ')).toBeNull();
  });
});
