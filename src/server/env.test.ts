import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      SEED_DEMO: true,
      RATE_LIMIT_LOGIN_FAILURES: 10,
    });
    expect(env.DATABASE_URL).toBe(`${env.DATA_DIR}/app.db`);
    expect(env.storage).toEqual({ type: 'local' });
  });

  it('reads STORAGE_URL=s3://bucket/prefix with its S3 settings', () => {
    const env = loadEnv({
      STORAGE_URL: 's3://collab-files/prod/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(env.storage).toEqual({
      type: 's3',
      bucket: 'collab-files',
      prefix: 'prod/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ ENCRYPTION_KEY: 'short' }, 'ENCRYPTION_KEY'],
    [{ STORAGE_URL: 'https://bucket' }, 'STORAGE_URL: must be s3://bucket'],
    [
      { STORAGE_URL: 's3://uploads' },
      'STORAGE_URL: STORAGE_URL=s3://... needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_\\* settings are used only with STORAGE_URL'],
    [
      { STORAGE_URL: 's3://uploads', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_ENDPOINT: 'minio' },
      'S3_ENDPOINT',
    ],
  ])('stops on %j with a message naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(name));
  });
});
