import type * as S3Sdk from '@aws-sdk/client-s3';
import { checkObjectKey, type ObjectStore } from './object-store';

export interface S3StoreOptions {
  /** An S3-compatible endpoint (MinIO, R2, Ceph, a local stand-in); unset for AWS itself. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own credential chain (instance role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket, so one bucket can hold several deployments. */
  prefix?: string | undefined;
}

/** No object under the key (GetObject's NoSuchKey, HeadObject's bodiless 404); a missing bucket is an error. */
const isMissing = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/**
 * Objects in an S3 bucket through the AWS SDK. Path-style addressing (endpoint/bucket/key), which every
 * S3-compatible store answers, where virtual-host style needs a DNS name per bucket. The SDK is loaded at the
 * first call, so a server on the folder store never loads it.
 */
export function s3ObjectStore(options: S3StoreOptions): ObjectStore {
  const Bucket = options.bucket;
  const keyOf = (key: string) => `${options.prefix ?? ''}${checkObjectKey(key)}`;
  let ready: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const s3 = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        forcePathStyle: true,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
      }),
    })));
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const Key = keyOf(key);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          // Content-addressed: the object at a key never changes, so caches in front of the bucket may keep it.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      const Key = keyOf(key);
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!answer.Body) return null;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const Key = keyOf(key);
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
