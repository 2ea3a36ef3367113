import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { s3ObjectStore } from './s3-object-store';
import type { ObjectStore } from './object-store';

/**
 * The S3 store against s3rver, a stand-in S3 server from the npm registry that answers the S3 REST protocol over
 * HTTP, with the AWS SDK's own requests (path-style addressing, SigV4 signatures, its error bodies).
 */
const PORT = 3552;
const folder = mkdtempSync(join(tmpdir(), 'HD-s3rver-'));
const server = new S3rver({
  port: PORT,
  address: '127.0.0.1',
  silent: true,
  directory: folder,
  configureBuckets: [{ name: 'forkpoint-photos', configs: [] }],
});
const options = {
  endpoint: `http://127.0.0.1:${PORT}`,
  bucket: 'forkpoint-photos',
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
};
let store: ObjectStore;

beforeAll(async () => {
  await server.run();
  store = s3ObjectStore({ ...options, prefix: 'deployment-a/' });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the S3 photo store', () => {
  it('puts, gets and finds objects by key, with their content type', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    expect(await store.exists('photos/p-1/200.webp')).toBe(false);
    await store.put('photos/p-1/200.webp', bytes, 'image/webp');
    expect(await store.exists('photos/p-1/200.webp')).toBe(true);
    expect(await store.get('photos/p-1/200.webp')).toEqual({ bytes, contentType: 'image/webp' });
  });

  it('answers null and false for a key it does not hold', async () => {
    expect(await store.get('photos/p-none/600.jpg')).toBeNull();
    expect(await store.exists('photos/p-none/600.jpg')).toBe(false);
  });

  it('keeps its objects under its prefix: another prefix in the same bucket sees none of them', async () => {
    await store.put('photos/p-2/500.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const other = s3ObjectStore({ ...options, prefix: 'deployment-b/' });
    expect(await other.exists('photos/p-2/500.jpg')).toBe(false);
    const bare = s3ObjectStore(options);
    expect((await bare.get('deployment-a/photos/p-2/500.jpg'))?.bytes.toString()).toBe('jpeg');
  });

  it('refuses a key that could leave its prefix', async () => {
    await expect(store.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/invalid object key/);
    await expect(store.get('photos/../../x.jpg')).rejects.toThrow(/invalid object key/);
  });

  it('fails loudly, not as a missing photo, when the bucket is not there', async () => {
    const wrongBucket = s3ObjectStore({ ...options, bucket: 'no-such-bucket' });
    await expect(wrongBucket.put('photos/p-3/200.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  });
});
