import { describe, expect, it } from 'vitest';
import { createInnerContext } from '@server/context';
import { appRouter } from '@server/routers/app-router';
import { createCallerFactory } from '@server/trpc';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

/*
 * The server's messages in the caller's language (docs/product.md#languages): validation 400s and
 * refusals come in Hindi for a caller who asks for it (Accept-Language) or saved it (their profile),
 * over REST, /api/trpc, the plain Hono routes and an in-process caller; English stays as it was.
 */

const t = createTestApp();
const HINDI = /[\u0900-\u097f]/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const badSignUp = { email: 'nope', password: 'secret1', full_name: 'A' };
const NO_HEADERS: Record<string, string> = {};

/** A brand whose saved language is Hindi (a signed-in caller's saved language wins over the header). */
async function hindiBrand() {
  const brand = await createBrand(t);
  const saved = await rest(t, 'PUT', '/api/profiles/me', { token: brand.token, body: { language: 'hi' } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return brand;
}

describe('messages in the caller’s language', () => {
  it('answers a 400 from REST in Hindi, its issues too, for Accept-Language: hi', async () => {
    const res = await rest(t, 'POST', '/api/auth/register', {
      body: badSignUp,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ईमेल का फ़ॉर्मेट सही नहीं है');
    expect(res.body.issues).toEqual([{ path: 'email', message: 'ईमेल का फ़ॉर्मेट सही नहीं है' }]);
  });

  it('names the field in Hindi where describeZodError names it', async () => {
    const res = await rest(t, 'POST', '/api/auth/register', {
      body: { email: 'x@example.com', password: 'secret1' },
      headers: { 'accept-language': 'hi' },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'पूरा नाम ज़रूरी है' } });
  });

  it('keeps English exactly as it was with no header, with en, or with a language we do not speak', async () => {
    for (const headers of [
      NO_HEADERS,
      { 'accept-language': 'en' },
      { 'accept-language': 'fr-FR,de;q=0.9' },
    ]) {
      const res = await rest(t, 'POST', '/api/auth/register', { body: badSignUp, headers });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Invalid email format');
      expect(res.body.issues).toEqual([{ path: 'email', message: 'Invalid email format' }]);
      const missing = await rest(t, 'POST', '/api/auth/register', {
        body: { email: 'x@example.com', password: 'secret1' },
        headers,
      });
      expect(missing.body.error).toBe('Full name is required');
    }
    const brand = await createBrand(t);
    const unknown = await rest(t, 'GET', `/api/campaigns/${UNKNOWN_ID}`, { token: brand.token });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Campaign not found' } });
  });

  it('answers a 409 and a 404 refusal in Hindi', async () => {
    const body = { email: 'taken-hi@example.com', password: 'secret1', full_name: 'Asha' };
    expect((await rest(t, 'POST', '/api/auth/register', { body })).status).toBe(200);
    const again = await rest(t, 'POST', '/api/auth/register', { body, headers: { 'accept-language': 'hi' } });
    expect(again).toMatchObject({ status: 409, body: { error: 'यह ईमेल पहले से रजिस्टर्ड है' } });

    const brand = await hindiBrand();
    const unknown = await rest(t, 'GET', `/api/campaigns/${UNKNOWN_ID}`, { token: brand.token });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'कैंपेन नहीं मिला' } });
  });

  it('answers a signed-in caller in their saved language, whatever the request asks for', async () => {
    const asha = await createCreator(t);
    const saved = await rest(t, 'PUT', '/api/profiles/me', { token: asha.token, body: { language: 'hi' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const en = { 'accept-language': 'en' };
    const refused = await rest(t, 'GET', '/api/profiles/detailed-brands', { token: asha.token, headers: en });
    expect(refused).toMatchObject({ status: 403, body: { error: 'यह सिर्फ़ एडमिन कर सकते हैं' } });
    const bad = await rest(t, 'PUT', '/api/profiles/me', {
      token: asha.token,
      headers: en,
      body: { language: 'fr' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(HINDI);
    expect(bad.body.issues[0].message).toMatch(HINDI);

    // A plain Hono route (the identity documents) refuses in the saved language too.
    const doc = await rest(t, 'GET', `/api/payments/documents/${UNKNOWN_ID}/pan`, {
      token: asha.token,
      headers: en,
    });
    expect(doc.status).toBe(404);
    expect(doc.body.error).toMatch(HINDI);

    // Back to English: the same refusals as before, word for word.
    await rest(t, 'PUT', '/api/profiles/me', { token: asha.token, body: { language: 'en' } });
    const english = await rest(t, 'GET', '/api/profiles/detailed-brands', {
      token: asha.token,
      headers: { 'accept-language': 'hi' },
    });
    expect(english).toMatchObject({ status: 403, body: { error: 'Only admins can do this' } });
  });

  it('answers /api/trpc and the plain routes in the request’s language', async () => {
    const trpc = await t.app.request('/api/trpc/auth.profile', { headers: { 'accept-language': 'hi' } });
    expect(trpc.status).toBe(401);
    const { error } = (await trpc.json()) as { error: { message: string } };
    expect(error.message).toBe('आगे बढ़ने के लिए कृपया साइन इन करें');

    const avatar = await rest(t, 'GET', '/api/uploads/avatars/missing.png', {
      headers: { 'accept-language': 'hi' },
    });
    expect(avatar).toMatchObject({ status: 404, body: { error: 'प्रोफ़ाइल फ़ोटो नहीं मिली' } });
    const english = await rest(t, 'GET', '/api/uploads/avatars/missing.png');
    expect(english).toMatchObject({ status: 404, body: { error: 'Avatar not found' } });

    // What fails before a procedure is found: no such path, a body that is not JSON.
    const nowhere = await rest(t, 'GET', '/api/no-such-path', { headers: { 'accept-language': 'hi' } });
    expect(nowhere).toMatchObject({ status: 404, body: { error: 'नहीं मिला' } });
    expect(await rest(t, 'GET', '/api/no-such-path')).toMatchObject({
      status: 404,
      body: { error: 'Not found' },
    });
    const notJson = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'रिक्वेस्ट की बॉडी पढ़ी नहीं जा सकी' });

    const upload = await rest(t, 'POST', '/api/uploads/avatar', { headers: { 'accept-language': 'hi' } });
    expect(upload).toMatchObject({ status: 401, body: { error: 'आगे बढ़ने के लिए कृपया साइन इन करें' } });
  });

  it('throws Hindi to an in-process caller whose context is in Hindi', async () => {
    const inHindi = (token: string | null) =>
      createCallerFactory(appRouter)(() => createInnerContext(t.deps, { token, acceptLanguage: 'hi' }));
    expect((await createInnerContext(t.deps, { acceptLanguage: 'hi' })).language).toBe('hi');

    const signedOut = inHindi(null);
    await expect(
      signedOut.auth.login({ email: 'nobody@example.com', password: 'wrong-pass' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'ईमेल या पासवर्ड गलत है',
    });
    await expect(signedOut.auth.register(badSignUp)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'ईमेल का फ़ॉर्मेट सही नहीं है',
    });
    await expect(signedOut.auth.profile()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'आगे बढ़ने के लिए कृपया साइन इन करें',
    });

    const brand = await hindiBrand();
    await expect(inHindi(brand.token).campaigns.get({ id: UNKNOWN_ID })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'कैंपेन नहीं मिला',
    });
    await expect(inHindi(brand.token).adminUsers.detailedBrands({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'यह सिर्फ़ एडमिन कर सकते हैं',
    });
    // English callers are refused word for word as before.
    const english = await createBrand(t);
    await expect(t.caller(english.token).campaigns.get({ id: UNKNOWN_ID })).rejects.toMatchObject({
      message: 'Campaign not found',
    });
  });
});
