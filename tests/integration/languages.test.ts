import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

/*
 * Languages (docs/product.md#languages): the saved language on the profile and the session's user,
 * sign-up saving the language it was made in, and what people write in Hindi found by the searches.
 */
const t = createTestApp();

describe('the saved language', () => {
  it('is English by default, saved on the profile and read back on the session', async () => {
    const creator = await createCreator(t);
    expect((await rest(t, 'GET', '/api/auth/profile', { token: creator.token })).body.user.language).toBe(
      'en',
    );

    const saved = await rest(t, 'PUT', '/api/profiles/me', {
      token: creator.token,
      body: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.language).toBe('hi');
    expect((await rest(t, 'GET', '/api/auth/profile', { token: creator.token })).body.user.language).toBe(
      'hi',
    );
    expect((await creator.caller.profiles.me()).profile.language).toBe('hi');
  });

  it('takes only a language we speak', async () => {
    const creator = await createCreator(t);
    const res = await rest(t, 'PUT', '/api/profiles/me', { token: creator.token, body: { language: 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Language must be en or hi');
    expect((await creator.caller.profiles.me()).profile.language).toBe('en');
  });

  it('is the language a person signs up in: Accept-Language, else English', async () => {
    const signUp = (email: string, headers: Record<string, string>) =>
      rest(t, 'POST', '/api/auth/register', {
        headers,
        body: { email, password: 'Str0ng!pass-word', full_name: 'Asha Verma', user_type: 'influencer' },
      });
    const hindi = await signUp('asha.hi@example.com', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.status).toBe(200);
    expect(hindi.body.user.language).toBe('hi');
    const english = await signUp('asha.en@example.com', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(english.body.user.language).toBe('en');
    const login = await rest(t, 'POST', '/api/auth/login', {
      body: { email: 'asha.hi@example.com', password: 'Str0ng!pass-word' },
    });
    expect(login.body.user.language).toBe('hi');
  });
});

describe('text written in Hindi', () => {
  it('is found by the creator search and the campaign search', async () => {
    const brand = await createBrand(t, { profile: { companyName: 'देसी चाय' } });
    const creator = await createCreator(t, {
      fullName: 'Kabir Singh',
      profile: { username: 'kabir.khelta', bio: 'जयपुर से मोबाइल गेमिंग, हिंदी में', niche: 'Gaming' },
    });
    await createCreator(t, { profile: { bio: 'Cooking in Kochi' } });

    const creators = await rest(t, 'GET', `/api/creators?q=${encodeURIComponent('गेमिंग')}`, {
      token: brand.token,
    });
    expect(creators.status).toBe(200);
    expect(creators.body.creators.map((c: { id: string }) => c.id)).toEqual([creator.user.id]);

    const { campaign } = await brand.caller.campaigns.create({
      title: 'दिवाली की चाय',
      description: 'त्योहार के लिए दो रील, हिंदी में।',
      status: 'active',
    });
    const other = await createBrand(t);
    await other.caller.campaigns.create({
      title: 'Monsoon tea',
      description: 'Two reels.',
      status: 'active',
    });
    for (const word of ['दिवाली', 'त्योहार', 'देसी चाय']) {
      const res = await rest(t, 'GET', `/api/campaigns?status=active&search=${encodeURIComponent(word)}`, {
        token: creator.token,
      });
      expect(res.status, word).toBe(200);
      expect(
        res.body.campaigns.map((c: { id: string }) => c.id),
        word,
      ).toEqual([campaign.id]);
    }
  });
});
