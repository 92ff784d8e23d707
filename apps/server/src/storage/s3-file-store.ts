import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, type FileStore } from './file-store.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, a test's s3rver); AWS itself when unset. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Keys are stored under it, so one bucket can hold several deployments. */
  prefix: string;
  /** How long to wait for the store (tests shorten it); `storeTimeouts` when unset. */
  timeouts?: StoreTimeouts;
};

export type StoreTimeouts = {
  /** To open a connection. */
  connectMs: number;
  /** Without a byte either way once connected: a store that accepts and never answers. */
  idleMs: number;
  /** For one attempt in all, however slowly the bytes trickle. */
  attemptMs: number;
  /** Attempts of one operation, the first included. */
  attempts: number;
};

/**
 * The SDK waits forever by default: a store that accepts a connection and never answers held an
 * upload (and its request) for good. An operation now gives up after at most 2 x 30 s, on a hung
 * store after about 2 x 13 s (the SDK starts the idle clock 3 s in), and the app answers
 * `storage_unavailable` (decision 045).
 */
export const storeTimeouts: StoreTimeouts = {
  connectMs: 5_000,
  idleMs: 10_000,
  attemptMs: 30_000,
  attempts: 2,
};

/** The key is not there; a missing bucket (also a 404) is a broken deployment, not a missing file. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey');

/** Files in an S3-compatible bucket (decision D2), through the official AWS SDK client. */
export const createS3FileStore = (settings: S3Settings): FileStore => {
  const timeouts = settings.timeouts ?? storeTimeouts;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: timeouts.attempts,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      socketTimeout: timeouts.idleMs,
      requestTimeout: timeouts.attemptMs,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${checkedKey(key)}`;
  return {
    put: async (key, data, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: data, ContentType: contentType }),
      );
    },
    get: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      // S3 answers a delete of a missing key with success, as the folder store does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    removeFolder: async (folder) => {
      const Prefix = `${keyOf(folder)}/`;
      // One key at a time: the batch delete needs a Content-MD5 some S3-compatible stores refuse.
      for (let token: string | undefined, first = true; first || token; first = false) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      }
    },
    list: async function* () {
      const Prefix = settings.prefix || undefined;
      for (let token: string | undefined, first = true; first || token; first = false) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key?.startsWith(settings.prefix)) yield object.Key.slice(settings.prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      }
    },
  };
};
