import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, paymentDetails, suspensions } from '@db/schema';
import { DOCUMENT_MAX_BYTES } from '@shared/constants';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

/** Just enough bytes for each format to be recognised by its signature. */
const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  jpeg: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
  ]),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0, 0, 0, 13]),
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
  ]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([26, 0, 0, 0]),
    Buffer.from('WEBPVP8L'),
    Buffer.from([13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
  ]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

function form(bytes: Uint8Array, opts: { kind?: string; name?: string; type?: string; field?: string } = {}) {
  const body = new FormData();
  body.append(
    opts.field ?? 'document',
    new File([new Uint8Array(bytes)], opts.name ?? 'scan.pdf', { type: opts.type ?? 'application/pdf' }),
  );
  if (opts.kind !== undefined) body.append('kind', opts.kind);
  return body;
}

async function creatorWithRecord(app: TestApp = t) {
  const creator = await createCreator(app);
  const res = await rest(app, 'POST', '/api/payments/user', {
    token: creator.token,
    body: { consent_given: true, pan_number: 'ABCDE1234F' },
  });
  expect(res.status).toBe(200);
  return { ...creator, recordId: res.body.paymentDetails.id as string };
}

const upload = (app: TestApp, token: string | undefined, id: string, body: FormData) =>
  rest(app, 'POST', `/api/payments/upload/${id}`, { token, body });

const storedDocuments = (app: TestApp) => {
  const dir = path.join(app.dataDir, 'uploads', 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /api/payments/upload/{id}', () => {
  it.each([
    ['pdf', 'pan', 'application/pdf'],
    ['jpeg', 'aadhaar', 'image/jpeg'],
    ['png', 'pan', 'image/png'],
    ['webp', 'aadhaar', 'image/webp'],
  ] as const)('accepts a %s as the %s document and links it from the record', async (format, kind, mime) => {
    const { token, recordId } = await creatorWithRecord();
    const res = await upload(t, token, recordId, form(FILES[format], { kind }));
    expect(res.status).toBe(200);
    expect(res.body.document.url).toBe(`/api/payments/documents/${recordId}/${kind}`);
    const details = (await rest(t, 'GET', '/api/payments/user', { token })).body.paymentDetails;
    expect(details[`${kind}_document_url`]).toBe(res.body.document.url);
    const file = await rest(t, 'GET', res.body.document.url, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(mime);
  });

  it('judges the type by the bytes: a renamed GIF or HTML file is refused with 415', async () => {
    const { token, recordId } = await creatorWithRecord();
    for (const bytes of [FILES.gif, FILES.html]) {
      const res = await upload(
        t,
        token,
        recordId,
        form(bytes, { kind: 'pan', name: 'scan.pdf', type: 'application/pdf' }),
      );
      expect(res).toMatchObject({
        status: 415,
        body: { error: 'Invalid file type. Only JPEG, PNG, WebP images and PDF files are allowed.' },
      });
    }
    expect(
      (await rest(t, 'GET', '/api/payments/user', { token })).body.paymentDetails.pan_document_url,
    ).toBeNull();
  });

  it('stores the file under the name the server chose, whatever name or type the client claims', async () => {
    const { token, recordId } = await creatorWithRecord();
    await upload(
      t,
      token,
      recordId,
      form(FILES.png, { kind: 'pan', name: '../../evil.html', type: 'text/html' }),
    );
    const [row] = await t.db
      .select({ name: paymentDetails.panDocument })
      .from(paymentDetails)
      .where(eq(paymentDetails.id, recordId));
    expect(row?.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const file = await rest(t, 'GET', `/api/payments/documents/${recordId}/pan`, { token });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="pan-document.png"');
  });

  it('accepts exactly 5 MB and refuses one byte more with 413', async () => {
    const { token, recordId } = await creatorWithRecord();
    const exact = Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20);
    FILES.pdf.copy(exact);
    expect((await upload(t, token, recordId, form(exact, { kind: 'pan' }))).status).toBe(200);
    const tooBig = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    FILES.pdf.copy(tooBig);
    expect(await upload(t, token, recordId, form(tooBig, { kind: 'aadhaar' }))).toMatchObject({
      status: 413,
      body: { error: 'File too large. Please select a file smaller than 5MB.' },
    });
  });

  it('refuses a body far over the limit with 413 while it streams in, without a Content-Length', async () => {
    const { token, recordId } = await creatorWithRecord();
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 50 MB would be sent if nobody stopped reading.
        if (sent >= 50) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(`/api/payments/upload/${recordId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'File too large. Please select a file smaller than 5MB.' });
    expect(sent).toBeLessThan(10);
  });

  it('replaces the previous document of the same kind and deletes its file; the other kind stays', async () => {
    const app = createTestApp();
    const { token, recordId } = await creatorWithRecord(app);
    await upload(app, token, recordId, form(FILES.pdf, { kind: 'pan' }));
    await upload(app, token, recordId, form(FILES.jpeg, { kind: 'aadhaar' }));
    const before = storedDocuments(app);
    expect(before).toHaveLength(2);
    expect((await upload(app, token, recordId, form(FILES.png, { kind: 'pan' }))).status).toBe(200);
    const after = storedDocuments(app);
    expect(after).toHaveLength(2);
    expect(after.filter((n) => n.endsWith('.pdf'))).toEqual([]);
    expect(after.some((n) => n.endsWith('.png'))).toBe(true);
    expect(after.some((n) => n.endsWith('.jpg'))).toBe(true);
    expect(
      (await rest(app, 'GET', `/api/payments/documents/${recordId}/pan`, { token })).headers.get(
        'content-type',
      ),
    ).toBe('image/png');
  });

  it('needs a kind of pan or aadhaar and a file in the field "document"', async () => {
    const { token, recordId } = await creatorWithRecord();
    expect(await upload(t, token, recordId, form(FILES.pdf))).toMatchObject({
      status: 400,
      body: { error: 'kind must be pan or aadhaar' },
    });
    expect(await upload(t, token, recordId, form(FILES.pdf, { kind: 'passport' }))).toMatchObject({
      status: 400,
      body: { error: 'kind must be pan or aadhaar' },
    });
    expect((await upload(t, token, recordId, form(FILES.pdf, { kind: 'pan', field: 'file' }))).status).toBe(
      400,
    );
    const json = await rest(t, 'POST', `/api/payments/upload/${recordId}`, { token, body: { kind: 'pan' } });
    expect(json.status).toBe(415);
  });

  it("answers 404 for another creator's record or one that does not exist, 401 without a session", async () => {
    const { recordId } = await creatorWithRecord();
    const intruder = await creatorWithRecord();
    const admin = await createAdmin(t);
    expect((await upload(t, intruder.token, recordId, form(FILES.pdf, { kind: 'pan' }))).status).toBe(404);
    expect((await upload(t, admin.token, recordId, form(FILES.pdf, { kind: 'pan' }))).status).toBe(404);
    expect((await upload(t, intruder.token, 'no-such-record', form(FILES.pdf, { kind: 'pan' }))).status).toBe(
      404,
    );
    expect((await upload(t, undefined, recordId, form(FILES.pdf, { kind: 'pan' }))).status).toBe(401);
    const [row] = await t.db
      .select({ name: paymentDetails.panDocument })
      .from(paymentDetails)
      .where(eq(paymentDetails.id, recordId));
    expect(row?.name).toBeNull();
  });

  it('refuses a suspended creator with 403 and the reason, and stores nothing', async () => {
    const { user, token, recordId } = await creatorWithRecord();
    const before = storedDocuments(t).length;
    await t.db
      .insert(suspensions)
      .values({ userId: user.id, suspensionType: 'permanent', reason: 'Fake documents' });
    expect(await upload(t, token, recordId, form(FILES.pdf, { kind: 'pan' }))).toMatchObject({
      status: 403,
      body: { error: 'Your account has been suspended: Fake documents', suspended: true },
    });
    expect(storedDocuments(t)).toHaveLength(before);
  });

  it('allows RATE_LIMIT_PAYMENT_UPLOADS uploads per user per 10 minutes, then 429 with Retry-After', async () => {
    const app = createTestApp({ RATE_LIMIT_PAYMENT_UPLOADS: '2' });
    const { token, recordId } = await creatorWithRecord(app);
    expect((await upload(app, token, recordId, form(FILES.pdf, { kind: 'pan' }))).status).toBe(200);
    expect((await upload(app, token, recordId, form(FILES.gif, { kind: 'pan' }))).status).toBe(415);
    const limited = await upload(app, token, recordId, form(FILES.pdf, { kind: 'aadhaar' }));
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'Upload limit exceeded. Please wait before uploading more files.' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await creatorWithRecord(app);
    expect((await upload(app, other.token, other.recordId, form(FILES.pdf, { kind: 'pan' }))).status).toBe(
      200,
    );
  });
});

describe('GET /api/payments/documents/{id}/{kind}', () => {
  async function withDocument() {
    const owner = await creatorWithRecord();
    await upload(t, owner.token, owner.recordId, form(FILES.pdf, { kind: 'pan' }));
    return { ...owner, url: `/api/payments/documents/${owner.recordId}/pan` };
  }

  it('serves the owner the original bytes as a download, sandboxed, never cached, with nosniff, and writes no audit row', async () => {
    const { token, url, recordId } = await withDocument();
    const res = await t.app.request(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="pan-document.pdf"');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(FILES.pdf)).toBe(true);
    const audit = (await t.db.select().from(auditLog)).filter((r) => r.targetIds.includes(recordId));
    expect(audit).toEqual([]);
  });

  it('works with the session cookie, as a browser opening the link sends it', async () => {
    const { token, url } = await withDocument();
    const res = await t.app.request(url, { headers: { cookie: `session=${token}` } });
    expect(res.status).toBe(200);
  });

  it('serves admins the original bytes as a download, and records each view in the audit log', async () => {
    const { url, recordId, user } = await withDocument();
    const admin = await createAdmin(t);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(url, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="pan-document.pdf"');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await res.arrayBuffer()).equals(FILES.pdf)).toBe(true);
    }
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'payment_document.view',
      targetType: 'payment_details',
      targetIds: [recordId, user.id],
      metadata: { kind: 'pan' },
    });
  });

  it('answers 404 to other creators and brands, 401 without a session, checked on every request', async () => {
    const { url, token } = await withDocument();
    const stranger = await createCreator(t);
    const brand = await createBrand(t);
    expect((await rest(t, 'GET', url, { token: stranger.token })).status).toBe(404);
    expect((await rest(t, 'GET', url, { token: brand.token })).status).toBe(404);
    expect((await rest(t, 'GET', url)).status).toBe(401);
    // Signing out ends access at once: there is no link that keeps working.
    expect((await rest(t, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await rest(t, 'GET', url, { token })).status).toBe(401);
  });

  it('answers 404 for a kind with no document, an unknown kind and an unknown record', async () => {
    const { token, recordId } = await withDocument();
    expect((await rest(t, 'GET', `/api/payments/documents/${recordId}/aadhaar`, { token })).status).toBe(404);
    expect((await rest(t, 'GET', `/api/payments/documents/${recordId}/passport`, { token })).status).toBe(
      404,
    );
    expect((await rest(t, 'GET', `/api/payments/documents/nothing/pan`, { token })).status).toBe(404);
  });
});
