import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../kit/file-bytes';
import { rest } from '../kit/rest';
import { startS3, type TestS3 } from '../kit/s3';
import { startSmtpServer } from '../kit/smtp';
import { sandbox, startBinary, type RunningBinary } from './kit';

const box = sandbox();
let s3: TestS3;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: RunningBinary;

beforeAll(async () => {
  s3 = await startS3('binary-files');
  smtp = await startSmtpServer();
  server = await startBinary(box, { ...s3.env('site'), SMTP_URL: smtp.url, SEED_DEMO: 'false' });
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
  await smtp?.close();
  box.remove();
});

describe('the binary with its mail and files elsewhere (SMTP_URL, STORAGE_URL=s3://)', () => {
  const creator = { email: 'nila@example.com', password: 'binary-pass-2', full_name: 'Nila Das' };

  it('sends the verification email of a sign-up through the SMTP server', async () => {
    expect((await rest(server, 'POST', '/api/auth/register', { body: creator })).status).toBe(200);
    const [delivery] = await smtp.waitFor(1);
    expect(delivery).toMatchObject({
      envelopeTo: [creator.email],
      user: 'mailer',
      email: { subject: 'Verify your email for Collab Marketplace' },
    });
  });

  it('keeps an uploaded avatar in the bucket and serves it from there', async () => {
    const { body } = await rest(server, 'POST', '/api/auth/login', { body: creator });
    const form = new FormData();
    form.append('avatar', new File([new Uint8Array(png('nila'))], 'me.png', { type: 'image/png' }));
    const upload = await rest(server, 'POST', '/api/uploads/avatar', { token: body.token, body: form });
    expect(upload.status).toBe(200);
    const name = upload.body.avatar.url.split('/').at(-1);
    expect(await s3.keys('site/')).toEqual([`site/avatars/${name}`]);
    const served = await fetch(`${server.url}${upload.body.avatar.url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png('nila')));
  });

  it('stops in order, having read nothing of the checkout', async () => {
    const { code, output, reads } = await server.stop();
    expect({ code, reads }).toEqual({ code: 0, reads: [] });
    expect(output).not.toMatch(/"level":"(error|fatal)"/);
  });
});
