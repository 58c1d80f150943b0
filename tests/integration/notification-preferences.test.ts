import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
const PATH = '/api/notifications/preferences';
const ALL_ON = {
  applications: true,
  work: true,
  payments: true,
  messages: true,
  disputes: true,
  broadcasts: true,
  offers: true,
};

describe('notification email preferences', () => {
  it('are every kind on for an account that never saved any, for every role', async () => {
    for (const user of [await createCreator(t), await createBrand(t), await createAdmin(t)]) {
      const res = await rest(t, 'GET', PATH, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ preferences: { email: ALL_ON } });
    }
  });

  it('need a session (401)', async () => {
    expect((await rest(t, 'GET', PATH)).status).toBe(401);
    expect((await rest(t, 'PUT', PATH, { body: { email: { work: false } } })).status).toBe(401);
  });

  it('save the kinds a PUT names and keep the others, for the caller alone', async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const first = await rest(t, 'PUT', PATH, {
      token: creator.token,
      body: { email: { broadcasts: false, work: false } },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ preferences: { email: { ...ALL_ON, broadcasts: false, work: false } } });

    const second = await rest(t, 'PUT', PATH, { token: creator.token, body: { email: { work: true } } });
    expect(second.body.preferences.email).toEqual({ ...ALL_ON, broadcasts: false });
    expect((await rest(t, 'GET', PATH, { token: creator.token })).body.preferences.email).toEqual({
      ...ALL_ON,
      broadcasts: false,
    });
    expect((await rest(t, 'GET', PATH, { token: other.token })).body.preferences.email).toEqual(ALL_ON);
  });

  it('keep every switch when two saves of different kinds race, from the first save on', async () => {
    const brand = await createBrand(t);
    const kinds = Object.keys(ALL_ON);
    await Promise.all(
      kinds.map((kind) => rest(t, 'PUT', PATH, { token: brand.token, body: { email: { [kind]: false } } })),
    );
    const { email } = (await brand.caller.notifications.preferences()).preferences;
    expect(Object.values(email)).toEqual(kinds.map(() => false));
  });

  it('refuse anything but true or false, an unknown kind and a missing email object (400)', async () => {
    const creator = await createCreator(t);
    const put = (body: unknown) => rest(t, 'PUT', PATH, { token: creator.token, body });
    const notBoolean = await put({ email: { messages: 'no' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error).toBe('email.messages must be true or false');
    // Text is never read as a switch: "false" must not turn one on.
    expect((await put({ email: { messages: 'false' } })).status).toBe(400);
    const unknown = await put({ email: { message: false } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Unknown email preference: message \(known: applications, work/);
    expect((await put({})).status).toBe(400);
    expect((await put({ email: null })).status).toBe(400);
    // Nothing was saved by the refused calls.
    expect((await rest(t, 'GET', PATH, { token: creator.token })).body.preferences.email).toEqual(ALL_ON);
  });

  it('accept an empty change and answer the saved set', async () => {
    const creator = await createCreator(t);
    const res = await rest(t, 'PUT', PATH, { token: creator.token, body: { email: {} } });
    expect(res.status).toBe(200);
    expect(res.body.preferences.email).toEqual(ALL_ON);
  });
});
