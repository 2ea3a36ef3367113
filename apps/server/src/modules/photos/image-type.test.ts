import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sniffImageType } from './image-type';
import { isPhotoId, negotiatePhotoFormat, photoIdOf, photoKey } from './photo-keys';

const tiny = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();

describe("a photo's type", () => {
  it('is read from its first bytes: JPEG, PNG and WebP', async () => {
    expect(sniffImageType(await tiny('jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await tiny('png'))).toBe('image/png');
    expect(sniffImageType(await tiny('webp'))).toBe('image/webp');
  });

  it('is none of them for anything else, whatever it is called', async () => {
    expect(sniffImageType(await tiny('gif'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('photo names', () => {
  it('tell a photo from a drawn picture by the id alone', () => {
    const id = photoIdOf('0123456789abcdef'.repeat(4));
    expect(id).toBe('p-0123456789abcdef0123456789abcdef');
    expect(isPhotoId(id)).toBe(true);
    for (const drawn of ['m42-0', 'm42-menu-1', 't-fp0000001-0', 'p-123', 'p-0123456789ABCDEF0123456789abcdef'])
      expect(isPhotoId(drawn)).toBe(false);
    expect(photoKey(id, 500, 'webp')).toBe(`${id}/500.webp`);
    expect(photoKey(id, 200, 'jpeg')).toBe(`${id}/200.jpg`);
  });

  it('are served as WebP where the Accept header names it, else as JPEG', () => {
    expect(negotiatePhotoFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('webp');
    expect(negotiatePhotoFormat('image/webp;q=0.9, image/jpeg')).toBe('webp');
    expect(negotiatePhotoFormat('image/webp;q=0, */*')).toBe('jpeg');
    expect(negotiatePhotoFormat('image/jpeg, image/*;q=0.8')).toBe('jpeg');
    expect(negotiatePhotoFormat('*/*')).toBe('jpeg');
    expect(negotiatePhotoFormat(undefined)).toBe('jpeg');
  });
});
