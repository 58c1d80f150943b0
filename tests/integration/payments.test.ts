import { describe, expect, it } from 'vitest';
import { cleanPaymentInput, formatAadhaar, paymentDetailsInput } from '@shared/schemas/payment';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

const VALID = {
  pan_number: 'ABCDE1234F',
  aadhaar_number: '234567890123',
  upi_id: 'asha.rao@okaxis',
  account_holder_name: 'Asha Rao',
  account_number: '00112233445566',
  ifsc_code: 'HDFC0001234',
  bank_name: 'HDFC Bank',
  consent_given: true as const,
};

async function createDetails(app: TestApp, token: string, body: Record<string, unknown> = VALID) {
  const res = await rest(app, 'POST', '/api/payments/user', { token, body });
  expect(res.status).toBe(200);
  return res.body.paymentDetails as { id: string; [k: string]: unknown };
}

describe('GET /api/payments/user', () => {
  it('answers null before the first save, then the own record: Aadhaar masked, PAN and account number in full', async () => {
    const { token, user } = await createCreator(t);
    expect(await rest(t, 'GET', '/api/payments/user', { token })).toMatchObject({
      status: 200,
      body: { paymentDetails: null },
    });
    const created = await createDetails(t, token);
    const res = await rest(t, 'GET', '/api/payments/user', { token });
    expect(res.status).toBe(200);
    expect(res.body.paymentDetails).toEqual({
      id: created.id,
      user_id: user.id,
      pan_number: 'ABCDE1234F',
      aadhaar_number: '********0123',
      pan_document_url: null,
      aadhaar_document_url: null,
      upi_id: 'asha.rao@okaxis',
      account_holder_name: 'Asha Rao',
      account_number: '00112233445566',
      ifsc_code: 'HDFC0001234',
      bank_name: 'HDFC Bank',
      consent_given: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('shows a creator only their own record', async () => {
    const owner = await createCreator(t);
    await createDetails(t, owner.token);
    const other = await createCreator(t);
    expect((await rest(t, 'GET', '/api/payments/user', { token: other.token })).body).toEqual({
      paymentDetails: null,
    });
  });

  it('refuses brands and admins with 403 and signed-out callers with 401', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    expect((await rest(t, 'GET', '/api/payments/user', { token: brand.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/payments/user', { token: admin.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/payments/user')).status).toBe(401);
    await expect(brand.caller.payments.getMine()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller().payments.getMine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('POST /api/payments/user', () => {
  it('creates the record once; a second create is 409', async () => {
    const { token } = await createCreator(t);
    await createDetails(t, token);
    const again = await rest(t, 'POST', '/api/payments/user', { token, body: VALID });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'Payment details already exist; update them instead' },
    });
  });

  it('accepts what the form cleaners would produce: lowercase PAN and IFSC, Aadhaar in groups of four', async () => {
    const { token } = await createCreator(t);
    const created = await createDetails(t, token, {
      ...VALID,
      pan_number: ' abcde1234f ',
      ifsc_code: 'hdfc0001234',
      aadhaar_number: '2345 6789 0123',
      account_number: '0011 2233 4455 66',
    });
    expect(created).toMatchObject({
      pan_number: 'ABCDE1234F',
      ifsc_code: 'HDFC0001234',
      // Spaces removed: 12 digits stored, shown masked to the last 4.
      aadhaar_number: '********0123',
      account_number: '00112233445566',
    });
  });

  it('stores blank or missing fields as empty; only consent is required', async () => {
    const { token } = await createCreator(t);
    const created = await createDetails(t, token, {
      consent_given: true,
      upi_id: '',
      pan_number: null,
      bank_name: '   ',
    });
    expect(created).toMatchObject({
      pan_number: null,
      upi_id: null,
      bank_name: null,
      aadhaar_number: null,
      consent_given: true,
    });
  });

  it.each([
    [{ consent_given: false }, 'Please provide consent to store your payment details.'],
    [{ consent_given: undefined }, 'Please provide consent to store your payment details.'],
    [{ pan_number: 'ABCD1234F' }, 'Invalid PAN format (e.g., ABCDE1234F)'],
    [{ pan_number: 'ABCDE12345' }, 'Invalid PAN format (e.g., ABCDE1234F)'],
    [{ pan_number: 'ABCDE1234FG' }, 'Invalid PAN format (e.g., ABCDE1234F)'],
    [{ pan_number: 1234 }, 'Invalid PAN format (e.g., ABCDE1234F)'],
    [{ aadhaar_number: '12345678901' }, 'Aadhaar number must be exactly 12 digits'],
    [{ aadhaar_number: '1234567890123' }, 'Aadhaar number must be exactly 12 digits'],
    [{ aadhaar_number: '12345678901a' }, 'Aadhaar number must be exactly 12 digits'],
    [{ ifsc_code: 'HDFC1001234' }, 'Invalid IFSC code format'],
    [{ ifsc_code: 'HDF00001234' }, 'Invalid IFSC code format'],
    [{ ifsc_code: 'HDFC000123' }, 'Invalid IFSC code format'],
    [{ upi_id: 'no-at-sign' }, 'Invalid UPI ID format'],
    [{ upi_id: 'name@' }, 'Invalid UPI ID format'],
    [{ upi_id: '@bank' }, 'Invalid UPI ID format'],
    [{ account_number: '12345678' }, 'Account number must be 9-18 digits'],
    [{ account_number: '1234567890123456789' }, 'Account number must be 9-18 digits'],
    [{ account_number: '12345678X' }, 'Account number must be 9-18 digits'],
    [{ account_holder_name: '<b>Asha</b>' }, 'account holder name: HTML tags are not allowed'],
    [{ bank_name: '<script>alert(1)</script>' }, 'bank name: HTML tags are not allowed'],
    [{ bank_name: 'javascript:alert(1)' }, 'bank name: Potentially unsafe content detected'],
    [
      { account_holder_name: 'DATA:text/html,hi' },
      'account holder name: Potentially unsafe content detected',
    ],
    [{ bank_name: 'vbscript:msgbox' }, 'bank name: Potentially unsafe content detected'],
    [{ bank_name: 'x'.repeat(1001) }, 'Bank name must be at most 1000 characters'],
  ])('refuses %j with 400 and the documented message', async (change, error) => {
    const { token } = await createCreator(t);
    const res = await rest(t, 'POST', '/api/payments/user', { token, body: { ...VALID, ...change } });
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect((await rest(t, 'GET', '/api/payments/user', { token })).body.paymentDetails).toBeNull();
  });

  it('accepts a 1000-character bank name and the shortest and longest account numbers', async () => {
    for (const account_number of ['123456789', '123456789012345678']) {
      const { token } = await createCreator(t);
      expect(
        (await createDetails(t, token, { ...VALID, account_number, bank_name: 'x'.repeat(1000) }))
          .account_number,
      ).toBe(account_number);
    }
  });

  it('takes the owner from the session, never from the body', async () => {
    const { token, user } = await createCreator(t);
    const victim = await createCreator(t);
    const created = await createDetails(t, token, { ...VALID, user_id: victim.user.id, id: 'chosen-id' });
    expect(created.user_id).toBe(user.id);
    expect(created.id).not.toBe('chosen-id');
  });

  it('refuses brands and admins with 403 and signed-out callers with 401', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    expect((await rest(t, 'POST', '/api/payments/user', { token: brand.token, body: VALID })).status).toBe(
      403,
    );
    expect((await rest(t, 'POST', '/api/payments/user', { token: admin.token, body: VALID })).status).toBe(
      403,
    );
    expect((await rest(t, 'POST', '/api/payments/user', { body: VALID })).status).toBe(401);
  });

  it('works through the tRPC caller', async () => {
    const { caller } = await createCreator(t);
    const { paymentDetails } = await caller.payments.create({ ...VALID, pan_number: 'pqrst6789z' });
    expect(paymentDetails.pan_number).toBe('PQRST6789Z');
    expect((await caller.payments.getMine()).paymentDetails?.id).toBe(paymentDetails.id);
    await expect(caller.payments.create(VALID)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.payments.create({ ...VALID, consent_given: false as true })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('PUT /api/payments/user/{id}', () => {
  it('changes the fields sent, clears blank ones and keeps the rest', async () => {
    const { token } = await createCreator(t);
    const created = await createDetails(t, token);
    const res = await rest(t, 'PUT', `/api/payments/user/${created.id}`, {
      token,
      body: { consent_given: true, bank_name: 'ICICI Bank', account_number: '999988887777', upi_id: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.paymentDetails).toMatchObject({
      id: created.id,
      bank_name: 'ICICI Bank',
      account_number: '999988887777',
      upi_id: null,
      pan_number: 'ABCDE1234F',
      aadhaar_number: '********0123',
      ifsc_code: 'HDFC0001234',
    });
    expect((await rest(t, 'GET', '/api/payments/user', { token })).body.paymentDetails.account_number).toBe(
      '999988887777',
    );
  });

  it('applies the same rules and needs consent again', async () => {
    const { token } = await createCreator(t);
    const created = await createDetails(t, token);
    const path = `/api/payments/user/${created.id}`;
    expect(await rest(t, 'PUT', path, { token, body: { bank_name: 'X' } })).toMatchObject({
      status: 400,
      body: { error: 'Please provide consent to store your payment details.' },
    });
    expect(
      await rest(t, 'PUT', path, { token, body: { consent_given: true, pan_number: 'bad' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Invalid PAN format (e.g., ABCDE1234F)' },
    });
    expect((await rest(t, 'GET', '/api/payments/user', { token })).body.paymentDetails.pan_number).toBe(
      'ABCDE1234F',
    );
  });

  it("answers 404 for another creator's record and for an id that names nothing", async () => {
    const owner = await createCreator(t);
    const created = await createDetails(t, owner.token);
    const intruder = await createCreator(t);
    const res = await rest(t, 'PUT', `/api/payments/user/${created.id}`, {
      token: intruder.token,
      body: { ...VALID, bank_name: 'Hijacked' },
    });
    expect(res).toMatchObject({ status: 404, body: { error: 'Payment details not found' } });
    expect(
      (await rest(t, 'PUT', '/api/payments/user/no-such-id', { token: intruder.token, body: VALID })).status,
    ).toBe(404);
    expect(
      (await rest(t, 'GET', '/api/payments/user', { token: owner.token })).body.paymentDetails.bank_name,
    ).toBe('HDFC Bank');
    await expect(intruder.caller.payments.update({ ...VALID, id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses brands with 403 and signed-out callers with 401', async () => {
    const owner = await createCreator(t);
    const created = await createDetails(t, owner.token);
    const brand = await createBrand(t);
    expect(
      (await rest(t, 'PUT', `/api/payments/user/${created.id}`, { token: brand.token, body: VALID })).status,
    ).toBe(403);
    expect((await rest(t, 'PUT', `/api/payments/user/${created.id}`, { body: VALID })).status).toBe(401);
  });
});

describe('save limit', () => {
  it('allows RATE_LIMIT_PAYMENT_SAVES accepted saves per user per 10 minutes, then 429 with Retry-After', async () => {
    const app = createTestApp({ RATE_LIMIT_PAYMENT_SAVES: '2' });
    const { token } = await createCreator(app);
    // Refused input is not a save and does not count.
    for (let i = 0; i < 3; i++) {
      expect(
        (await rest(app, 'POST', '/api/payments/user', { token, body: { ...VALID, pan_number: 'bad' } }))
          .status,
      ).toBe(400);
    }
    const created = await createDetails(app, token);
    expect((await rest(app, 'PUT', `/api/payments/user/${created.id}`, { token, body: VALID })).status).toBe(
      200,
    );
    const limited = await rest(app, 'PUT', `/api/payments/user/${created.id}`, {
      token,
      body: { ...VALID, bank_name: 'Late' },
    });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'Submission limit exceeded. Please wait before submitting again.' },
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await rest(app, 'GET', '/api/payments/user', { token })).body.paymentDetails.bank_name).toBe(
      'HDFC Bank',
    );

    // The limit is per user.
    const other = await createCreator(app);
    await createDetails(app, other.token);
  });
});

describe('client cleaners (docs/product.md#payment-formats: cleaned as typed)', () => {
  it('uppercases, drops disallowed characters and truncates', () => {
    expect(cleanPaymentInput.pan('abc-de 1234f99')).toBe('ABCDE1234F');
    expect(cleanPaymentInput.aadhaar('2345 6789-0123 45')).toBe('234567890123');
    expect(cleanPaymentInput.ifsc('hdfc 0001234 5')).toBe('HDFC0001234');
    expect(cleanPaymentInput.accountNumber('0011-2233 4455 6677 8899')).toBe('001122334455667788');
    expect(cleanPaymentInput.upi('asha rao@ok axis!')).toBe('asharao@okaxis');
    expect(cleanPaymentInput.text('y'.repeat(1200))).toHaveLength(1000);
  });

  it('shows Aadhaar in groups of four, also while it is being typed', () => {
    expect(formatAadhaar('234567890123')).toBe('2345 6789 0123');
    expect(formatAadhaar('23456')).toBe('2345 6');
    expect(formatAadhaar('2345')).toBe('2345');
    expect(formatAadhaar('')).toBe('');
  });

  it('cleaned values pass the same schema the server uses', () => {
    const parsed = paymentDetailsInput.parse({
      pan_number: cleanPaymentInput.pan('abcde1234f'),
      aadhaar_number: formatAadhaar('234567890123'),
      ifsc_code: cleanPaymentInput.ifsc('hdfc0001234'),
      consent_given: true,
    });
    expect(parsed).toMatchObject({
      pan_number: 'ABCDE1234F',
      aadhaar_number: '234567890123',
      ifsc_code: 'HDFC0001234',
    });
  });
});
