import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { rest } from '../kit/rest';

const t = createTestApp();

async function signUp(userType: 'influencer' | 'brand') {
  const res = await rest(t, 'POST', '/api/auth/register', {
    body: {
      email: `${userType}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'defaults-pass',
      full_name: 'New User',
      user_type: userType,
    },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe('a new profile starts with the documented defaults', () => {
  it('a new creator is in category Fashion, kept when saving other fields', async () => {
    const token = await signUp('influencer');
    const me = await rest(t, 'GET', '/api/profiles/me', { token });
    expect(me.body.profile).toMatchObject({ niche: 'Fashion', industry: null });

    await rest(t, 'PUT', '/api/profiles/me', { token, body: { bio: 'Street style in Pune' } });
    const after = await rest(t, 'GET', '/api/profiles/me', { token });
    expect(after.body.profile).toMatchObject({ niche: 'Fashion', bio: 'Street style in Pune' });
  });

  it('a new brand is in industry Fashion & Beauty', async () => {
    const token = await signUp('brand');
    const me = await rest(t, 'GET', '/api/profiles/me', { token });
    expect(me.body.profile).toMatchObject({ industry: 'Fashion & Beauty', niche: null });
  });
});
