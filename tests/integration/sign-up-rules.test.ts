import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/schemas/auth';
import { createTestApp } from '../kit/app';
import { createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
const register = (body: Record<string, unknown>) =>
  rest(t, 'POST', '/api/auth/register', {
    body: {
      email: `u${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'quiet-harbour-7',
      full_name: 'A Person',
      ...body,
    },
  });

describe('POST /api/auth/register: the name and the password', () => {
  it.each([
    ['<b>Bold</b> Name', 'HTML tags are not allowed'],
    ['<img src=x onerror=alert(1)>', 'HTML tags are not allowed'],
    ['javascript:alert(1)', 'Potentially unsafe content detected'],
  ])('refuses the full name %j with 400, as the profile edit does', async (full_name, error) => {
    const res = await register({ full_name });
    expect(res).toMatchObject({
      status: 400,
      body: { error: `full name: ${error}`, issues: [{ path: 'full_name', message: error }] },
    });
    const { token } = await createCreator(t);
    const edit = await rest(t, 'PUT', '/api/profiles/me', { token, body: { full_name } });
    expect(edit).toMatchObject({ status: 400, body: { error: `full name: ${error}` } });
  });

  it.each(['password', 'password123', 'Password1', 'qwerty123', 'iloveyou', '123456789'])(
    'refuses the common password %j with 400 and says why',
    async (password) => {
      expect(await register({ password })).toMatchObject({
        status: 400,
        body: { error: COMMON_PASSWORD_MESSAGE },
      });
    },
  );

  it('keeps the 6-character minimum and accepts an uncommon password of that length', async () => {
    expect(await register({ password: 'x7#kq' })).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 6 characters' },
    });
    expect((await register({ password: 'x7#kqz' })).status).toBe(200);
  });
});
