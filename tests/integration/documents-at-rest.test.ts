import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentDetails } from '@db/schema';
import { DOCUMENT_ACTIVE_PDF_MESSAGE } from '@shared/schemas/payment';
import { keyIdOf, RETIRED_KEYS_FILE } from '@server/services/crypto';
import { encryptDocumentFiles } from '@server/services/payments/document-files';
import { createTestApp, restartTestApp, type TestApp } from '../kit/app';
import { createAdmin, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const KEY_A = 'a1'.repeat(32);
const KEY_B = 'b2'.repeat(32);

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.from('scan of a PAN card'),
  Buffer.from([0xff, 0xd9]),
]);

/** A PDF with `body` as its objects, between the header and the trailer. */
const pdf = (body: string | Buffer) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
    Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
const PLAIN_PDF = pdf(
  '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj',
);

/** An object stream (compressed with `filter`) holding `objects`. */
function objectStream(objects: string, filter = '/FlateDecode') {
  const data =
    filter === '/FlateDecode' ? deflateSync(Buffer.from(objects, 'latin1')) : Buffer.from(objects, 'latin1');
  return Buffer.concat([
    Buffer.from(
      `1 0 obj\n<< /Type /Catalog >>\nendobj\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj', 'latin1'),
  ]);
}

function form(bytes: Uint8Array, kind = 'pan') {
  const body = new FormData();
  body.append('document', new File([new Uint8Array(bytes)], 'scan', { type: 'application/octet-stream' }));
  body.append('kind', kind);
  return body;
}

async function creatorWithRecord(app: TestApp) {
  const creator = await createCreator(app);
  const res = await rest(app, 'POST', '/api/payments/user', {
    token: creator.token,
    body: { consent_given: true },
  });
  return { ...creator, recordId: res.body.paymentDetails.id as string };
}

const documentFiles = (app: TestApp) => {
  const dir = path.join(app.env.DATA_DIR, 'uploads', 'documents');
  return fs
    .readdirSync(dir)
    .filter((n) => !n.startsWith('.'))
    .map((n) => ({ name: n, bytes: fs.readFileSync(path.join(dir, n)) }));
};

async function download(app: TestApp, token: string, recordId: string, kind = 'pan') {
  const res = await app.app.request(`/api/payments/documents/${recordId}/${kind}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('identity documents on disk', () => {
  it('are encrypted: the file holds neither the plain bytes nor the format signature, and the owner and admins get the original back', async () => {
    const t = createTestApp();
    const { token, recordId } = await creatorWithRecord(t);
    expect(
      (await rest(t, 'POST', `/api/payments/upload/${recordId}`, { token, body: form(JPEG, 'pan') })).status,
    ).toBe(200);
    expect(
      (await rest(t, 'POST', `/api/payments/upload/${recordId}`, { token, body: form(PLAIN_PDF, 'aadhaar') }))
        .status,
    ).toBe(200);

    const files = documentFiles(t);
    expect(files).toHaveLength(2);
    for (const { bytes } of files) {
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('CEF1');
      expect(bytes.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(bytes.includes(Buffer.from('%PDF'))).toBe(false);
      expect(bytes.includes(Buffer.from('scan of a PAN card'))).toBe(false);
      expect(bytes.includes(Buffer.from('/Catalog'))).toBe(false);
    }
    const admin = await createAdmin(t);
    for (const who of [token, admin.token]) {
      expect(await download(t, who, recordId, 'pan')).toEqual({ status: 200, bytes: JPEG });
      expect(await download(t, who, recordId, 'aadhaar')).toEqual({ status: 200, bytes: PLAIN_PDF });
    }
  });

  it('encrypts the plain files left from before, once, at start-up; they are then served as before', async () => {
    const t = createTestApp();
    const { token, recordId } = await creatorWithRecord(t);
    // A document stored the old way: plain bytes under a server-made name.
    const name = `${crypto.randomUUID()}.jpg`;
    const dir = path.join(t.dataDir, 'uploads', 'documents');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), JPEG);
    await t.db.update(paymentDetails).set({ panDocument: name }).where(eq(paymentDetails.id, recordId));

    expect(await encryptDocumentFiles(t.deps.files, t.deps.keyring, 'plain')).toBe(1);
    expect(await encryptDocumentFiles(t.deps.files, t.deps.keyring, 'plain')).toBe(0);
    const [stored] = documentFiles(t);
    expect(stored!.name).toBe(name);
    expect(stored!.bytes.includes(JPEG.subarray(0, 3))).toBe(false);
    expect(await download(t, token, recordId)).toEqual({ status: 200, bytes: JPEG });
  });

  it('are re-encrypted by key rotation, step 3, and read through the retired key until then, across restarts', async () => {
    const before = createTestApp({ ENCRYPTION_KEY: KEY_A }, { restartable: true });
    const { token, recordId } = await creatorWithRecord(before);
    await rest(before, 'POST', `/api/payments/upload/${recordId}`, { token, body: form(JPEG) });

    fs.writeFileSync(path.join(before.dataDir, RETIRED_KEYS_FILE), `${KEY_A}\n`, { mode: 0o600 });
    const during = await restartTestApp(before, { ENCRYPTION_KEY: KEY_B });
    expect(await download(during, token, recordId)).toEqual({ status: 200, bytes: JPEG });
    expect(await encryptDocumentFiles(during.deps.files, during.deps.keyring, 'not-active')).toBe(1);
    expect(await encryptDocumentFiles(during.deps.files, during.deps.keyring, 'not-active')).toBe(0);
    const kidB = keyIdOf(Buffer.from(KEY_B, 'hex'));
    expect(documentFiles(during)[0]!.bytes.subarray(4, 12).toString('latin1')).toBe(kidB);

    fs.rmSync(path.join(during.dataDir, RETIRED_KEYS_FILE));
    const after = await restartTestApp(during, { ENCRYPTION_KEY: KEY_B });
    expect(await download(after, token, recordId)).toEqual({ status: 200, bytes: JPEG });
    await after.close();
  });
});

describe('a PDF that could run something', () => {
  const t = createTestApp({ RATE_LIMIT_PAYMENT_UPLOADS: '100' });

  it.each([
    ['/JavaScript', '3 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj'],
    ['/JS alone', '3 0 obj\n<< /S /Foo /JS 4 0 R >>\nendobj'],
    ['/OpenAction', '1 0 obj\n<< /Type /Catalog /OpenAction 3 0 R >>\nendobj'],
    ['/AA', '3 0 obj\n<< /Type /Page /AA << /O 4 0 R >> >>\nendobj'],
    ['/Launch', '3 0 obj\n<< /S /Launch /F (calc.exe) >>\nendobj'],
    ['a hex-escaped /J#61vaScript', '3 0 obj\n<< /S /J#61vaScript /J#53 (app.alert(1)) >>\nendobj'],
    ['a hex-escaped /Open#41ction', '1 0 obj\n<</Type/Catalog/Open#41ction 3 0 R>>\nendobj'],
    ['an attached file', '3 0 obj\n<< /Type /EmbeddedFile >>\nendobj'],
  ])('is refused with 415 when it carries %s', async (_, body) => {
    const { token, recordId } = await creatorWithRecord(t);
    const res = await rest(t, 'POST', `/api/payments/upload/${recordId}`, { token, body: form(pdf(body)) });
    expect(res).toMatchObject({ status: 415, body: { error: DOCUMENT_ACTIVE_PDF_MESSAGE } });
    const [row] = await t.db
      .select({ name: paymentDetails.panDocument })
      .from(paymentDetails)
      .where(eq(paymentDetails.id, recordId));
    expect(row?.name).toBeNull();
  });

  it.each([
    [
      'a script inside a compressed object stream',
      objectStream('3 0 << /S /JavaScript /JS (app.alert(1)) >>'),
    ],
    ['an action inside an uncompressed object stream', objectStream('3 0 << /OpenAction 4 0 R >>', '')],
    [
      'an object stream it cannot decompress (another filter)',
      objectStream('3 0 << /Type /Page >>', '/LZWDecode'),
    ],
    [
      'a damaged compressed object stream',
      Buffer.concat([
        objectStream('3 0 << /Type /Page >>').subarray(0, -30),
        Buffer.from('\nendstream\nendobj'),
      ]),
    ],
  ])('is refused with 415 for %s', async (_, body) => {
    const { token, recordId } = await creatorWithRecord(t);
    expect(
      await rest(t, 'POST', `/api/payments/upload/${recordId}`, { token, body: form(pdf(body)) }),
    ).toMatchObject({
      status: 415,
      body: { error: DOCUMENT_ACTIVE_PDF_MESSAGE },
    });
  });

  it('is accepted when it has none, also with a compressed object stream of plain objects', async () => {
    const { token, recordId } = await creatorWithRecord(t);
    for (const body of [PLAIN_PDF, pdf(objectStream('3 0 << /Type /Page /MediaBox [0 0 612 792] >>'))]) {
      expect(
        (await rest(t, 'POST', `/api/payments/upload/${recordId}`, { token, body: form(body) })).status,
      ).toBe(200);
    }
  });
});
