import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { suspensions } from '@db/schema';
import { AVATAR_MAX_BYTES } from '@shared/constants';
import { createTestApp } from '../kit/app';
import { capturedLog } from '../kit/log';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

/** A valid 1x1 RGB PNG: signature, IHDR, one deflated scanline, IEND. */
function tinyPng() {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, default compression, filter, no interlace
  const scanline = Uint8Array.from([0, 0xe8, 0x6a, 0x17]); // filter byte, then one saffron pixel
  return new Uint8Array(
    Buffer.concat([
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(scanline)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/**
 * A valid 1x1 greyscale baseline JPEG: one 8x8 block whose coefficients are all zero, coded with
 * one-symbol Huffman tables (DC category 0 and AC end-of-block are both the 1-bit code 0).
 */
function tinyJpeg() {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const oneSymbolTable = (tableClassAndId: number) => [tableClassAndId, 1, ...new Array(15).fill(0), 0];
  return Uint8Array.from([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF
    ...segment(0xdb, [0, ...new Array(64).fill(1)]), // DQT
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]), // SOF0: 8-bit, 1x1, one component
    ...segment(0xc4, oneSymbolTable(0x00)), // DHT DC 0
    ...segment(0xc4, oneSymbolTable(0x10)), // DHT AC 0
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    0x3f, // bits 0 (DC) and 0 (EOB), padded with ones
    0xff,
    0xd9, // EOI
  ]);
}

const upload = (bytes: Uint8Array, name: string, type: string, field = 'avatar') => {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return form;
};

const storedAvatars = () => fs.readdirSync(path.join(t.dataDir, 'uploads', 'avatars'));

describe('POST /api/uploads/avatar', () => {
  it('accepts a PNG, stores it, points the profile at it and serves it with its type and nosniff', async () => {
    const { token, caller } = await createCreator(t);
    const png = tinyPng();
    const res = await rest(t, 'POST', '/api/uploads/avatar', {
      token,
      body: upload(png, 'me.png', 'image/png'),
    });
    expect(res.status).toBe(200);
    expect(res.body.avatar.url).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);

    expect((await caller.profiles.me()).profile.avatar_url).toBe(res.body.avatar.url);
    expect((await rest(t, 'GET', '/api/profiles/me', { token })).body.profile.avatar_url).toBe(
      res.body.avatar.url,
    );
    expect((await t.caller(token).auth.profile()).user.avatar_url).toBe(res.body.avatar.url);

    const served = await t.app.request(res.body.avatar.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('accepts a JPEG judged by its bytes', async () => {
    const { token } = await createBrand(t);
    const jpeg = tinyJpeg();
    const res = await rest(t, 'POST', '/api/uploads/avatar', {
      token,
      body: upload(jpeg, 'logo.jpeg', 'image/jpeg'),
    });
    expect(res.status).toBe(200);
    expect(res.body.avatar.url).toMatch(/\.jpg$/);
    const served = await t.app.request(res.body.avatar.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg);
  });

  it('judges a PNG named .jpg and sent as image/jpeg by its bytes: stored and served as PNG', async () => {
    const { token } = await createCreator(t);
    const res = await rest(t, 'POST', '/api/uploads/avatar', {
      token,
      body: upload(tinyPng(), 'photo.jpg', 'image/jpeg'),
    });
    expect(res.status).toBe(200);
    expect(res.body.avatar.url).toMatch(/\.png$/);
    expect((await t.app.request(res.body.avatar.url)).headers.get('content-type')).toBe('image/png');
  });

  it.each([
    [
      'a text file named .png',
      new TextEncoder().encode('just some text, not a picture'),
      'fake.png',
      'image/png',
    ],
    [
      'an HTML page named .jpg',
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      'x.jpg',
      'image/jpeg',
    ],
    [
      'a GIF',
      Uint8Array.from([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]),
      'a.gif',
      'image/gif',
    ],
  ])('refuses %s with 415 and leaves the profile alone', async (_what, bytes, name, type) => {
    const { token, caller } = await createCreator(t);
    const res = await rest(t, 'POST', '/api/uploads/avatar', { token, body: upload(bytes, name, type) });
    expect(res).toMatchObject({
      status: 415,
      body: { error: 'Please select a valid image file (.jpg, .png)' },
    });
    expect((await caller.profiles.me()).profile.avatar_url).toBeNull();
  });

  it('refuses a file over 2 MB with 413', async () => {
    const { token, caller } = await createCreator(t);
    const justOver = new Uint8Array(AVATAR_MAX_BYTES + 1);
    justOver.set(tinyPng());
    const res = await rest(t, 'POST', '/api/uploads/avatar', {
      token,
      body: upload(justOver, 'big.png', 'image/png'),
    });
    expect(res).toMatchObject({ status: 413, body: { error: 'File size must be less than 2MB' } });

    const wayOver = new Uint8Array(3 * 1024 * 1024);
    wayOver.set(tinyPng());
    expect(
      (
        await rest(t, 'POST', '/api/uploads/avatar', {
          token,
          body: upload(wayOver, 'huge.png', 'image/png'),
        })
      ).status,
    ).toBe(413);
    expect((await caller.profiles.me()).profile.avatar_url).toBeNull();
  });

  it('accepts a file of exactly 2 MB', async () => {
    const { token } = await createCreator(t);
    const exact = new Uint8Array(AVATAR_MAX_BYTES);
    exact.set(tinyPng());
    expect(
      (await rest(t, 'POST', '/api/uploads/avatar', { token, body: upload(exact, 'max.png', 'image/png') }))
        .status,
    ).toBe(200);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = fs.existsSync(path.join(t.dataDir, 'uploads', 'avatars')) ? storedAvatars().length : 0;
    const res = await rest(t, 'POST', '/api/uploads/avatar', {
      body: upload(tinyPng(), 'me.png', 'image/png'),
    });
    expect(res).toMatchObject({ status: 401, body: { error: 'Please sign in to continue' } });
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'avatars')) ? storedAvatars().length : 0).toBe(
      before,
    );
  });

  it('answers 403 suspended for a suspended account', async () => {
    const { user, token } = await createCreator(t);
    await t.db
      .insert(suspensions)
      .values({ userId: user.id, suspensionType: 'permanent', reason: 'Fake account' });
    expect(
      await rest(t, 'POST', '/api/uploads/avatar', { token, body: upload(tinyPng(), 'me.png', 'image/png') }),
    ).toMatchObject({
      status: 403,
      body: { error: 'Your account has been suspended: Fake account', suspended: true },
    });
  });

  it('answers a failure to store the file with 500 and nothing of the server in the message', async () => {
    const { log, lines } = capturedLog();
    const broken = createTestApp({}, { log });
    // A file where the avatars folder should be: the write fails as a full or broken disk would.
    fs.mkdirSync(path.join(broken.dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(broken.dataDir, 'uploads', 'avatars'), '');
    const { token } = await createCreator(broken);
    const res = await rest(broken, 'POST', '/api/uploads/avatar', {
      token,
      body: upload(tinyPng(), 'me.png', 'image/png'),
    });
    expect(res).toMatchObject({ status: 500, body: { error: 'Something went wrong' } });
    expect(JSON.stringify(res.body)).not.toContain(broken.dataDir);
    // The cause is in the log, for the operator.
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
    );
  });

  it('answers 400 without a file in the avatar field and 415 for a JSON body', async () => {
    const { token } = await createCreator(t);
    const wrongField = await rest(t, 'POST', '/api/uploads/avatar', {
      token,
      body: upload(tinyPng(), 'me.png', 'image/png', 'photo'),
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toMatch(/avatar/);
    expect(
      (
        await rest(t, 'POST', '/api/uploads/avatar', {
          token,
          body: { avatar: 'data:image/png;base64,AAAA' },
        })
      ).status,
    ).toBe(415);
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const { token } = await createCreator(t);
    const first = await rest(t, 'POST', '/api/uploads/avatar', {
      token,
      body: upload(tinyPng(), 'a.png', 'image/png'),
    });
    const second = await rest(t, 'POST', '/api/uploads/avatar', {
      token,
      body: upload(tinyJpeg(), 'b.jpg', 'image/jpeg'),
    });
    expect(second.body.avatar.url).not.toBe(first.body.avatar.url);
    expect((await rest(t, 'GET', '/api/profiles/me', { token })).body.profile.avatar_url).toBe(
      second.body.avatar.url,
    );
    expect((await t.app.request(first.body.avatar.url)).status).toBe(404);
    expect((await t.app.request(second.body.avatar.url)).status).toBe(200);
  });

  it('serves only names the server made: other paths are 404', async () => {
    for (const name of ['..%2F..%2Fapp.db', 'not-a-uuid.png', `${crypto.randomUUID()}.png`]) {
      expect((await t.app.request(`/api/uploads/avatars/${name}`)).status).toBe(404);
    }
  });

  it('takes RATE_LIMIT_AVATAR_UPLOADS uploads an hour per user, concurrent or not, then 429 before reading the file', async () => {
    const app = createTestApp({ RATE_LIMIT_AVATAR_UPLOADS: '2' });
    const [one, other] = [await createCreator(app), await createBrand(app)];
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        rest(app, 'POST', '/api/uploads/avatar', {
          token: one.token,
          body: upload(tinyPng(), 'me.png', 'image/png'),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(4);
    expect(limited[0]!.body.error).toBe('Too many avatar uploads. Please try again later.');
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (
        await rest(app, 'POST', '/api/uploads/avatar', {
          token: other.token,
          body: upload(tinyPng(), 'me.png', 'image/png'),
        })
      ).status,
    ).toBe(200);
  });
});
