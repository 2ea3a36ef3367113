import type { ObjectStore } from './object-store';
import { negotiatePhotoFormat, PHOTO_FORMAT_TYPES, photoKey, type PhotoFormat } from './photo-keys';

export interface PhotoAnswer {
  bytes: Buffer;
  contentType: string;
}

/**
 * The ETag of a photo's rendition. The key is the content (the id is the hash of the picture, the width and the
 * format fix the encoding), so it can be compared before the store is read.
 */
export const photoEtag = (imageId: string, width: number, format: PhotoFormat) => `"${imageId}-${width}-${format}"`;

/** Which rendition a request gets: its format by the Accept header, and that rendition's ETag. */
export function photoRenditionFor(imageId: string, width: number, accept: string | undefined) {
  const format = negotiatePhotoFormat(accept);
  return { format, etag: photoEtag(imageId, width, format) };
}

/** The rendition's bytes, or null when the store holds no photo of that id (the route then draws the motif). */
export async function readPhoto(
  store: ObjectStore,
  imageId: string,
  width: number,
  format: PhotoFormat,
): Promise<PhotoAnswer | null> {
  const found = await store.get(photoKey(imageId, width, format));
  return found ? { bytes: found.bytes, contentType: PHOTO_FORMAT_TYPES[format] } : null;
}
