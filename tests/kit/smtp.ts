import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEmail, type SentEmail } from './mail';

export type Delivery = { envelopeTo: string[]; user: string | undefined; email: SentEmail };

/**
 * A real SMTP server on a free local port that keeps what it receives, for the SMTP path of the
 * mailer. Plain SMTP with AUTH PLAIN/LOGIN accepted for `user`/`pass` (no TLS: a test has no
 * certificate to trust). `waitFor(n)` waits until n messages have arrived. With `refuse`, every
 * recipient is refused with that reply (a 550: a mail server up but not taking the message).
 */
export async function startSmtpServer({
  user = 'mailer',
  pass = 'secret',
  refuse,
}: { user?: string; pass?: string; refuse?: string } = {}) {
  const deliveries: Delivery[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      callback(refuse === undefined ? undefined : Object.assign(new Error(refuse), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void parseEmail(Buffer.concat(chunks)).then((email) => {
          deliveries.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            email,
          });
          waiters.splice(0).forEach((w) => w());
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    port,
    deliveries,
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count && Date.now() < deadline)
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      return deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
