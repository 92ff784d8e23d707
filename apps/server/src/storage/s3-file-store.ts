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
};

/** The key is not there; a missing bucket (also a 404) is a broken deployment, not a missing file. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey');

/** Files in an S3-compatible bucket (decision D2), through the official AWS SDK client. */
export const createS3FileStore = (settings: S3Settings): FileStore => {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
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
