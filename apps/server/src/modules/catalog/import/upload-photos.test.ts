import { describe, expect, it } from 'vitest';
import { withUploadedPhotos, type PhotoUploader } from './upload-photos';

describe('withUploadedPhotos', () => {
  it('uploads the paths of a JSON Lines photo, photos and menuPhotos, keeping ids already given', async () => {
    const asked: string[] = [];
    const upload: PhotoUploader = async (path) => {
      asked.push(path);
      return `p-${asked.length}`;
    };
    const line = { sourceId: 'a', photos: ['front.jpg', 'image:kept'], menuPhotos: ['menu.png'] };
    const text = `${JSON.stringify(line)}\n{"sourceId":"b","photo":"image:given"}`;
    const posted = (await withUploadedPhotos(text, 'jsonl', upload)).split('\n');
    expect(JSON.parse(posted[0]!)).toEqual({
      sourceId: 'a',
      photos: ['image:p-1', 'image:kept'],
      menuPhotos: ['image:p-2'],
    });
    // A line with nothing to upload is posted exactly as written.
    expect(posted[1]).toBe('{"sourceId":"b","photo":"image:given"}');
    expect(asked).toEqual(['front.jpg', 'menu.png']);
  });

  it('leaves out the pictures a server without a photo store cannot take', async () => {
    const posted = await withUploadedPhotos('{"sourceId":"a","photos":["front.jpg"]}', 'jsonl', async () => null);
    expect(JSON.parse(posted)).toEqual({ sourceId: 'a' });
  });
});
