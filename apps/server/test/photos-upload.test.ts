import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CATALOG_PHOTOS_PATH } from '@forkpoint/shared/contracts/catalog';
import { PHOTO_MESSAGES } from '@forkpoint/shared/contracts/photos';
import { signFeed } from '../src/lib/feed-signature';
import { buildTestApp, type TestContext } from './helper';
import { phoneJpeg, photoPixels } from './photo-fixtures';

/** Issue 32: the catalog's signed photo upload, then the photo served at the transform widths. */

const SECRET = 'catalog-test-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-28T12:00:00Z');
const MAX_BYTES = 200 * 1024;
const folder = mkdtempSync(join(tmpdir(), 'HD-photo-upload-'));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({
    clock: () => NOW,
    seed: false,
    env: { CATALOG_SIGNING_SECRET: SECRET, DATA_DIR: folder, PHOTO_MAX_BYTES: String(MAX_BYTES) },
  });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(folder, { recursive: true, force: true });
});

const post = (
  body: Buffer,
  contentType: string,
  signature: string | null = signFeed(SECRET, body, NOW.getTime() / 1000),
) =>
  ctx.app.inject({
    method: 'POST',
    url: CATALOG_PHOTOS_PATH,
    headers: { 'content-type': contentType, ...(signature ? { 'x-forkpoint-signature': signature } : {}) },
    payload: body,
  });
const image = (id: string, width: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/images/merchants/${id}?w=${width}`, headers });

describe('POST /api/Catalog/Photos', () => {
  let imageId: string;

  it('refuses a call without a signature, or signed with another secret', async () => {
    const jpeg = await phoneJpeg();
    expect((await post(jpeg, 'image/jpeg', null)).statusCode).toBe(401);
    const forged = signFeed('another-secret-of-at-least-32-characters!', jpeg, NOW.getTime() / 1000);
    expect((await post(jpeg, 'image/jpeg', forged)).statusCode).toBe(401);
  });

  it('refuses a file that is not a JPEG, PNG or WebP with a clear 400, and other content types with 415', async () => {
    const gif = await photoPixels(900, 600).gif().toBuffer();
    const wrong = await post(gif, 'image/png');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: PHOTO_MESSAGES.wrongType });
    expect((await post(gif, 'image/gif')).statusCode).toBe(415);
  });

  it('refuses a body over PHOTO_MAX_BYTES with 413', async () => {
    const big = Buffer.concat([await phoneJpeg(), Buffer.alloc(MAX_BYTES)]);
    expect((await post(big, 'image/jpeg')).statusCode).toBe(413);
  });

  it('stores a photo and answers 201 with its id, the same id again for the same photo', async () => {
    const jpeg = await phoneJpeg();
    const created = await post(jpeg, 'image/jpeg');
    expect(created.statusCode).toBe(201);
    imageId = created.json<{ imageId: string }>().imageId;
    expect(imageId).toMatch(/^p-[0-9a-f]{32}$/);
    const again = await post(jpeg, 'image/jpeg');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ imageId });
  });

  it('is then served at 200, 500 and 600 px: WebP to browsers that take it, JPEG to the rest', async () => {
    for (const width of [200, 500, 600]) {
      const webp = await image(imageId, width, { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect((await sharp(webp.rawPayload).metadata()).width).toBe(width);
      const jpeg = await image(imageId, width, { accept: 'image/*' });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width });
    }
  });

  it('is cached for a year per format (Vary: Accept) and revalidated by its ETag', async () => {
    const answer = await image(imageId, 500, { accept: 'image/webp' });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/Accept/);
    const etag = String(answer.headers.etag);
    expect((await image(imageId, 500, { accept: 'image/webp', 'if-none-match': etag })).statusCode).toBe(304);
    // The JPEG is another representation: the WebP's tag does not validate it.
    expect((await image(imageId, 500, { accept: 'image/jpeg', 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('leaves the drawn pictures as they were, and draws one for a photo id it does not hold', async () => {
    const drawn = await image('m42-0', 500);
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const unknown = await image(`p-${'0'.repeat(32)}`, 500, { accept: 'image/webp' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });
});
