import { join, resolve } from 'node:path';
import type { Env } from '../../config/env';
import { folderObjectStore } from './folder-object-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';

type PhotoStoreEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'PHOTO_STORE'
  | 'PHOTO_STORE_DIR'
  | 'PHOTO_STORE_S3_ENDPOINT'
  | 'PHOTO_STORE_S3_BUCKET'
  | 'PHOTO_STORE_S3_REGION'
  | 'PHOTO_STORE_S3_ACCESS_KEY_ID'
  | 'PHOTO_STORE_S3_SECRET_ACCESS_KEY'
  | 'PHOTO_STORE_S3_PREFIX'
>;

/** The photo store the configuration names (README "Configuration"; config/env.ts checks the S3 settings). */
export function photoStoreFromEnv(env: PhotoStoreEnv): ObjectStore {
  if (env.PHOTO_STORE === 's3') {
    const { PHOTO_STORE_S3_ACCESS_KEY_ID: accessKeyId, PHOTO_STORE_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
    return s3ObjectStore({
      endpoint: env.PHOTO_STORE_S3_ENDPOINT,
      bucket: env.PHOTO_STORE_S3_BUCKET ?? '',
      region: env.PHOTO_STORE_S3_REGION,
      prefix: env.PHOTO_STORE_S3_PREFIX,
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }
  return folderObjectStore(env.PHOTO_STORE_DIR ?? join(resolve(env.DATA_DIR), 'photos'));
}
