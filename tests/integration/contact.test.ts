import { describe, expect, it } from 'vitest';
import { contactMessages } from '@db/schema';
import { createTestApp } from '../kit/app';
import { rest } from '../kit/rest';

const t = createTestApp();
const valid = {
  name: 'Kavya Rao',
  email: 'Kavya@Example.com',
  subject: 'partnership',
  message: 'We would like to partner.',
};

describe('POST /api/contact', () => {
  it('stores the message without a session and thanks the sender', async () => {
    const res = await rest(t, 'POST', '/api/contact', { body: { ...valid, phone: '+91 98765 43210' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Thanks for reaching out! We'll get back to you soon.",
      id: expect.any(String),
    });
    const row = (await t.db.select().from(contactMessages)).find((m) => m.id === res.body.id);
    expect(row).toMatchObject({
      name: 'Kavya Rao',
      email: 'kavya@example.com',
      phone: '+91 98765 43210',
      subject: 'partnership',
      message: 'We would like to partner.',
    });
  });

  it('takes phone as optional, also through tRPC', async () => {
    const res = await t.caller().contact.send({
      name: 'Arjun',
      email: 'arjun@example.com',
      subject: 'support',
      message: 'Help',
      phone: '',
    });
    expect(res.message).toContain('Thanks for reaching out');
    expect((await t.db.select().from(contactMessages)).find((m) => m.id === res.id)?.phone).toBeNull();
  });

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ email: undefined }, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'kavya-at-example' }, 'Please enter a valid email address'],
    [{ subject: undefined }, 'Please select a subject'],
    [{ subject: 'sales' }, 'Please select a subject'],
    [{ message: undefined }, 'Message is required'],
    [{ message: '  ' }, 'Message is required'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
  ])('refuses %j with 400 and the form message', async (change, error) => {
    const res = await rest(t, 'POST', '/api/contact', { body: { ...valid, ...change } });
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('allows RATE_LIMIT_CONTACT messages an hour per address, then 429 with Retry-After; refused input does not count', async () => {
    const app = createTestApp({ RATE_LIMIT_CONTACT: '2', TRUST_PROXY: 'true' });
    const from = (ip: string, body: unknown = valid) =>
      rest(app, 'POST', '/api/contact', { body, headers: { 'x-forwarded-for': ip } });
    expect((await from('203.0.113.7', { ...valid, email: 'bad' })).status).toBe(400);
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many messages from this address. Please try again later.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.2')).status).toBe(200);
    expect(await app.db.select().from(contactMessages)).toHaveLength(3);
  });
});
