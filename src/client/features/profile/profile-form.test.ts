import { describe, expect, it } from 'vitest';
import {
  detailFieldsFor,
  detailsForm,
  detailsUpdate,
  parseCount,
  publicPageForm,
  socialForm,
  websiteState,
} from './profile-form';

const blank = {
  full_name: 'Asha Rao',
  bio: '',
  location: '',
  phone: '',
  niche: '',
  editing_skills: '',
  reel_price: '',
  post_price: '',
  story_price: '',
  industry: '',
  company_name: '',
  company_website: '',
  address: '',
};

describe('profile details form', () => {
  it('sends only the fields of the role', () => {
    const parsed = detailsForm.parse({ ...blank, niche: 'Travel', company_name: 'Ignored' });
    expect(Object.keys(detailsUpdate(parsed, 'creator')).sort()).toEqual([
      'bio',
      'editing_skills',
      'full_name',
      'location',
      'niche',
      'phone',
      'post_price',
      'reel_price',
      'story_price',
    ]);
    expect(detailsUpdate(parsed, 'creator').niche).toBe('Travel');
    expect(detailFieldsFor('brand')).toContain('company_website');
    expect(detailFieldsFor('admin')).toEqual(['full_name', 'bio', 'location', 'phone']);
  });

  it('keeps the shared rules: a name is required, the website gets https://', () => {
    const bad = detailsForm.safeParse({ ...blank, full_name: '  ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Full name is required');
    expect(detailsForm.parse({ ...blank, company_website: 'acme.in' }).company_website).toBe(
      'https://acme.in',
    );
  });
});

describe('company website state', () => {
  it('is empty, valid or invalid', () => {
    expect(websiteState('  ')).toBe('empty');
    expect(websiteState('example.com')).toBe('valid');
    expect(websiteState('https://shop.example.co.in/about')).toBe('valid');
    expect(websiteState('not a site')).toBe('invalid');
    expect(websiteState('localhost')).toBe('invalid');
  });
});

describe('follower counts', () => {
  it('are whole numbers of 0 or more; anything else becomes 0', () => {
    expect(parseCount('1200')).toBe(1200);
    expect(parseCount('1,20,000')).toBe(120000);
    expect(parseCount('12.9')).toBe(12);
    expect(parseCount('-5')).toBe(0);
    expect(parseCount('abc')).toBe(0);
    expect(parseCount('')).toBe(0);
  });

  it('are parsed by the social form', () => {
    const parsed = socialForm.parse({
      instagram_handle: '@asha',
      youtube_handle: '',
      x_handle: '',
      website_url: '',
      follower_count: 'lots',
      youtube_subscribers: '42',
      x_followers: '7',
    });
    expect(parsed).toMatchObject({
      instagram_handle: 'asha',
      youtube_handle: null,
      follower_count: 0,
      youtube_subscribers: 42,
      x_followers: 7,
    });
  });
});

describe('public page form', () => {
  const values = { username: 'Asha.Cooks', public_profile: true, availability: 'busy' as const };

  it('sends the username in lower case, and an empty one as none', () => {
    expect(publicPageForm.parse(values)).toEqual({ ...values, username: 'asha.cooks' });
    expect(publicPageForm.parse({ ...values, username: '' }).username).toBeNull();
  });

  it('refuses a username of other characters or length, with the product message', () => {
    for (const username of ['ab', 'a'.repeat(31), 'asha cooks', 'asha-cooks']) {
      const result = publicPageForm.safeParse({ ...values, username });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Username must be 3-30 letters, digits, dots or underscores',
      );
    }
  });
});
