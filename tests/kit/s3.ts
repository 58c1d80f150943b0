import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server (s3rver) over a temporary folder on a free port, with one empty bucket,
 * and a client of its own to look into the bucket the way an operator would.
 */
export async function startS3(bucket = 'collab-test') {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'collab-s3-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    bucket,
    /** The settings of a server keeping its files in this bucket, under `prefix` if given. */
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix && `/${prefix}`}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    /** The keys of every object in the bucket under `prefix`. */
    async keys(prefix = '') {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((o) => o.Key!).sort();
    },
    async object(key: string) {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    close: () => server.close(),
  };
}

export type TestS3 = Awaited<ReturnType<typeof startS3>>;
