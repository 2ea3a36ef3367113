import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@forkpoint/shared/contracts/photos';
import { AppError } from '../../lib/app-error';
import { heightOf, PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat, type PhotoWidth } from './photo-keys';

export interface Rendition {
  width: PhotoWidth;
  format: PhotoFormat;
  bytes: Buffer;
}

export interface RenderedPhoto {
  /** SHA-256 of the normalized picture: the largest rendition's pixels, before any encoding. */
  hashHex: string;
  /** The upload's size once turned upright. */
  sourceWidth: number;
  sourceHeight: number;
  renditions: Rendition[];
}

const LARGEST = Math.max(...PHOTO_WIDTHS);
/** A damaged file fails rather than being rendered half grey. */
const INPUT = { failOn: 'error' } as const;

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * The photo pipeline (sharp, over libvips): the upload turned upright by its EXIF orientation, cropped to 3:2
 * around its most eye-catching part, in sRGB, with any transparency on white; then WebP and JPEG at each transform
 * width. Nothing of the upload's metadata survives: sharp writes none unless told to keep it (EXIF with its GPS
 * position, camera serial numbers, XMP, ICC profiles). The upload is decoded once, at the largest width; the
 * smaller ones are made from that.
 */
export async function renderPhoto(bytes: Buffer, maxPixels: number = PHOTO_LIMITS.maxPixels): Promise<RenderedPhoto> {
  const input = { ...INPUT, limitInputPixels: maxPixels };
  // The header alone: the pixel count is judged here, with its own message, before anything is decoded.
  const metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(PHOTO_MESSAGES.unreadable);
    });
  const { width, height } = metadata.autoOrient;
  if (width * height > maxPixels) throw badRequest(PHOTO_MESSAGES.tooManyPixels(maxPixels));
  if (width < PHOTO_LIMITS.minWidth || height < PHOTO_LIMITS.minHeight) throw badRequest(PHOTO_MESSAGES.tooSmall);

  const largest = await sharp(bytes, input)
    .autoOrient()
    .resize(LARGEST, heightOf(LARGEST), { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest(PHOTO_MESSAGES.unreadable);
    });
  const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
  const hashHex = createHash('sha256')
    .update(`${raw.width}x${raw.height}x${raw.channels}\n`)
    .update(largest.data)
    .digest('hex');

  const renditions: Rendition[] = [];
  for (const target of PHOTO_WIDTHS) {
    const sized = sharp(largest.data, { raw }).resize(target, heightOf(target), { fit: 'fill' });
    for (const format of PHOTO_FORMATS) {
      const encoded =
        format === 'webp'
          ? sized.clone().webp({ quality: 78, effort: 4 })
          : sized.clone().jpeg({ quality: 80, mozjpeg: true });
      renditions.push({ width: target, format, bytes: await encoded.toBuffer() });
    }
  }
  return { hashHex, sourceWidth: width, sourceHeight: height, renditions };
}
