import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Storage } from '@server/env';
import type { FileStore } from './file-store';
import { isStoredName, mimeOf, STORED_KINDS, type StoredKind } from './storage';

const isMissing = (e: unknown) => e instanceof S3ServiceException && e.name === 'NoSuchKey';

/**
 * Files as objects `<prefix><kind>/<name>` in one bucket, so every server process sees the same
 * files. A PUT replaces an object whole, so a reader never sees half a file.
 */
export function s3FileStore(config: S3Storage): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // S3-compatible servers (MinIO, s3rver, ...) are addressed host/bucket, not bucket.host.
    forcePathStyle: Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const keyOf = (kind: StoredKind, name: string) => `${config.prefix}${kind}/${name}`;

  const read = async (kind: StoredKind, name: string, range?: string) => {
    if (!isStoredName(name)) return null;
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(kind, name), Range: range }));
      const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  };

  const store: FileStore = {
    location: `s3://${Bucket}/${config.prefix}`,
    async put(kind, name, bytes) {
      if (!isStoredName(name)) throw new Error(`Refusing to store a file named ${JSON.stringify(name)}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(kind, name), Body: bytes, ContentType: mimeOf(name) }),
      );
    },
    get: (kind, name) => read(kind, name),
    head: (kind, name, length) => read(kind, name, `bytes=0-${length - 1}`),
    async delete(kind, name) {
      if (isStoredName(name)) await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(kind, name) }));
    },
    async list(kind) {
      const prefix = keyOf(kind, '');
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) names.push(object.Key!.slice(prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.filter(isStoredName);
    },
    async clear() {
      for (const kind of STORED_KINDS)
        for (const name of await store.list(kind)) await store.delete(kind, name);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (e) {
        const why = e instanceof S3ServiceException ? `${e.name} (HTTP ${e.$metadata.httpStatusCode})` : e;
        throw new Error(
          `STORAGE_URL: cannot use bucket ${Bucket} at ${config.endpoint ?? 'AWS S3'}: ${String(why)}. Check the bucket exists and the S3_* settings.`,
          { cause: e },
        );
      }
    },
  };
  return store;
}
