import type { Kysely } from 'kysely';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  type PhotoContentType,
} from '@forkpoint/shared/contracts/photos';
import { AppError } from '../../lib/app-error';
import type { DB } from '../../db/schema';
import { sniffImageType } from './image-type';
import type { ObjectStore } from './object-store';
import { PHOTO_FORMAT_TYPES, PHOTO_FORMATS, PHOTO_WIDTHS, photoIdOf, photoKey } from './photo-keys';
import { insertPhoto, photoExists } from './photo-repository';
import { renderPhoto } from './render-photo';

export interface StorePhotoInput {
  db: Kysely<DB>;
  store: ObjectStore;
  /** The upload as sent. */
  bytes: Buffer;
  /** The type it was sent as (a Content-Type header); the bytes decide, this only has to be one of the three. */
  contentType?: string;
  /** Who uploads it, kept with the record: `catalog` or `staff:<id>`. */
  actor: string;
  now: Date;
  /** The upload cap in bytes (PHOTO_MAX_BYTES); 10 MiB when unset. */
  maxBytes?: number;
  /** The decoded size cap in pixels; PHOTO_LIMITS.maxPixels (50 million) when unset. */
  maxPixels?: number;
}

export interface StorePhotoResult {
  imageId: string;
  /** False when the photo was already stored: nothing was written. */
  created: boolean;
}

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * Stores an uploaded photo: checks its size and real type, renders it at 200, 500 and 600 px wide in WebP and
 * JPEG with its metadata stripped (render-photo.ts), writes the renditions to the photo store and records the
 * photo. Content-addressed: the id is the hash of the normalized picture, so a second upload of the same photo
 * answers the same id and writes nothing. The objects are written before the record, so a recorded photo always
 * has its renditions; an upload that fails between the two leaves only objects that the next upload of it
 * writes again with the same bytes.
 */
export async function storePhoto(input: StorePhotoInput): Promise<StorePhotoResult> {
  const { bytes } = input;
  const maxBytes = input.maxBytes ?? PHOTO_LIMITS.maxBytes;
  if (bytes.length === 0) throw badRequest(PHOTO_MESSAGES.empty);
  if (bytes.length > maxBytes) throw badRequest(PHOTO_MESSAGES.tooLarge(maxBytes));
  const declared = input.contentType?.split(';')[0]?.trim().toLowerCase();
  if (declared !== undefined && !(PHOTO_CONTENT_TYPES as readonly string[]).includes(declared))
    throw badRequest(PHOTO_MESSAGES.wrongType);
  const sourceType: PhotoContentType | null = sniffImageType(bytes);
  if (!sourceType) throw badRequest(PHOTO_MESSAGES.wrongType);

  const rendered = await renderPhoto(bytes, input.maxPixels);
  const imageId = photoIdOf(rendered.hashHex);
  if (await photoExists(input.db, imageId)) return { imageId, created: false };

  for (const rendition of rendered.renditions) {
    const key = photoKey(imageId, rendition.width, rendition.format);
    // A rendition already there is the same bytes (the key is the content): an earlier upload that stopped short.
    if (!(await input.store.exists(key)))
      await input.store.put(key, rendition.bytes, PHOTO_FORMAT_TYPES[rendition.format]);
  }
  const created = await insertPhoto(input.db, {
    image_id: imageId,
    source_type: sourceType,
    source_bytes: bytes.length,
    source_width: rendered.sourceWidth,
    source_height: rendered.sourceHeight,
    widths: [...PHOTO_WIDTHS],
    formats: [...PHOTO_FORMATS],
    uploaded_by: input.actor,
    created_at: input.now,
  });
  return { imageId, created };
}
