import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_MESSAGES } from '@forkpoint/shared/contracts/photos';
import type { Database } from '../src/db/database';
import { folderObjectStore } from '../src/modules/photos/folder-object-store';
import type { ObjectStore } from '../src/modules/photos/object-store';
import { photoKey } from '../src/modules/photos/photo-keys';
import { storePhoto, type StorePhotoInput } from '../src/modules/photos/store-photo';
import { openTestDatabase } from './helper';
import { bombPng, CAMERA_EXIF, phoneJpeg, photoPixels } from './photo-fixtures';

const NOW = new Date('2026-11-28T12:00:00Z');
const folder = mkdtempSync(join(tmpdir(), 'HD-photos-'));
let database: Database;
let puts = 0;
/** The folder store, counting its writes. */
const folderStore = folderObjectStore(folder);
const store: ObjectStore = { ...folderStore, put: (...args) => (puts++, folderStore.put(...args)) };

beforeAll(async () => {
  database = await openTestDatabase('migrated');
});
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const upload = (bytes: Buffer, extra: Partial<StorePhotoInput> = {}) =>
  storePhoto({ db: database.db, store, bytes, contentType: 'image/jpeg', actor: 'staff:1', now: NOW, ...extra });

describe('storing a photo', () => {
  let imageId: string;

  it('renders it upright at 200, 500 and 600 px wide (3:2) in WebP and JPEG', async () => {
    const result = await upload(await phoneJpeg());
    expect(result.created).toBe(true);
    imageId = result.imageId;
    expect(imageId).toMatch(/^p-[0-9a-f]{32}$/);
    for (const [width, height] of [
      [200, 133],
      [500, 333],
      [600, 400],
    ] as const) {
      for (const [format, key] of [
        ['webp', photoKey(imageId, width, 'webp')],
        ['jpeg', photoKey(imageId, width, 'jpeg')],
      ] as const) {
        const object = await store.get(key);
        expect(object, key).not.toBeNull();
        const metadata = await sharp(object!.bytes).metadata();
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format,
          width,
          height,
        });
      }
    }
    const row = await database.db.selectFrom('photos').selectAll().where('image_id', '=', imageId).executeTakeFirst();
    expect(row).toMatchObject({
      source_type: 'image/jpeg',
      source_width: 1200,
      source_height: 800,
      widths: [200, 500, 600],
      formats: ['webp', 'jpeg'],
      uploaded_by: 'staff:1',
    });
  });

  it('keeps none of its metadata: no EXIF, no orientation, no profile', async () => {
    for (const name of readdirSync(join(folder, imageId))) {
      const bytes = await store.get(`${imageId}/${name}`);
      const metadata = await sharp(bytes!.bytes).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.icc, name).toBeUndefined();
      expect(metadata.orientation ?? 1, name).toBe(1);
      for (const word of Object.values(CAMERA_EXIF.IFD0)) expect(bytes!.bytes.includes(word), name).toBe(false);
    }
  });

  it('stores the same photo once: a second upload answers the same id and writes nothing', async () => {
    const before = puts;
    const again = await upload(await phoneJpeg());
    expect(again).toEqual({ imageId, created: false });
    expect(puts).toBe(before);
    const rows = await database.db.selectFrom('photos').select('image_id').execute();
    expect(rows.filter((row) => row.image_id === imageId)).toHaveLength(1);
  });

  it('names a photo by its pixels, not by its file: the same picture with other metadata is the same photo', async () => {
    const plain = await photoPixels(900, 600).png().toBuffer();
    const tagged = await sharp(plain).withExif(CAMERA_EXIF).png().toBuffer();
    expect(tagged.equals(plain)).toBe(false);
    const first = await upload(plain, { contentType: 'image/png' });
    expect(await upload(tagged, { contentType: 'image/png' })).toEqual({ imageId: first.imageId, created: false });
    const other = await upload(await photoPixels(900, 601).webp().toBuffer(), { contentType: 'image/webp' });
    expect(other.imageId).not.toBe(first.imageId);
  });
});

describe('an upload that is refused', () => {
  const refused = (promise: Promise<unknown>, message: string) =>
    expect(promise).rejects.toMatchObject({ statusCode: 400, message });

  it('is not a JPEG, PNG or WebP, by its bytes whatever it is sent as', async () => {
    const gif = await photoPixels(900, 600).gif().toBuffer();
    await refused(upload(gif), PHOTO_MESSAGES.wrongType);
    await refused(upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), PHOTO_MESSAGES.wrongType);
    const jpeg = await photoPixels(900, 600).jpeg().toBuffer();
    await refused(upload(jpeg, { contentType: 'image/gif' }), PHOTO_MESSAGES.wrongType);
  });

  it('is empty, larger than the cap, or too small to fill the largest width', async () => {
    await refused(upload(Buffer.alloc(0)), PHOTO_MESSAGES.empty);
    const jpeg = await photoPixels(900, 600).jpeg().toBuffer();
    await refused(upload(jpeg, { maxBytes: jpeg.length - 1 }), PHOTO_MESSAGES.tooLarge(jpeg.length - 1));
    await refused(upload(await photoPixels(599, 400).jpeg().toBuffer()), PHOTO_MESSAGES.tooSmall);
  });

  it('cannot be read: a JPEG start over garbage', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await refused(upload(broken), PHOTO_MESSAGES.unreadable);
  });

  it('would decode to more pixels than the cap (a decompression bomb), judged from its header', async () => {
    const bomb = await bombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1000);
    await refused(upload(bomb, { contentType: 'image/png' }), PHOTO_MESSAGES.tooManyPixels(50_000_000));
    const jpeg = await photoPixels(1200, 900).jpeg().toBuffer();
    await refused(upload(jpeg, { maxPixels: 1_000_000 }), PHOTO_MESSAGES.tooManyPixels(1_000_000));
  });
});
