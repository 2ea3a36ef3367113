import { IMAGE_TRANSFORM_WIDTHS } from '@forkpoint/shared/constants';
import { PHOTO_ID_PATTERN } from '@forkpoint/shared/contracts/photos';

/**
 * How photos are named. The id is `p-` and 32 hex digits, so the image route tells a photo from a drawn picture
 * by its id alone, with no database read for the drawings (catalog ids are m<N>-<k>). Each rendition is one
 * object: <id>/<width>.<webp|jpg> (under the store's folder, or its bucket prefix).
 */
export const PHOTO_WIDTHS = IMAGE_TRANSFORM_WIDTHS;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** WebP for every browser of the last years; JPEG for the rest (the fallback of an Accept without image/webp). */
export const PHOTO_FORMATS = ['webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_FORMAT_TYPES: Record<PhotoFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };
const SUFFIX: Record<PhotoFormat, string> = { webp: 'webp', jpeg: 'jpg' };

export const isPhotoId = (imageId: string) => PHOTO_ID_PATTERN.test(imageId);

export const photoIdOf = (hashHex: string) => `p-${hashHex.slice(0, 32)}`;

export const photoKey = (imageId: string, width: number, format: PhotoFormat) =>
  `${imageId}/${width}.${SUFFIX[format]}`;

/** 3:2, like the drawn pictures and the cards' frames. */
export const heightOf = (width: number) => Math.round((width * 2) / 3);

/** The format to answer a request with: WebP where its Accept names it (with a quality above 0), else JPEG. */
export function negotiatePhotoFormat(accept: string | undefined): PhotoFormat {
  const webp = (accept ?? '')
    .split(',')
    .map((entry) => entry.split(';').map((part) => part.trim().toLowerCase()))
    .find(([type]) => type === 'image/webp');
  if (!webp) return 'jpeg';
  const quality = webp.find((part) => part.startsWith('q='));
  return quality && !(Number(quality.slice(2)) > 0) ? 'jpeg' : 'webp';
}
