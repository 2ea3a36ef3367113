import { z } from 'zod';

/**
 * Real photos of restaurants (issue 32, docs/decisions/0034-photo-store.md). A photo is uploaded as raw bytes
 * (the catalog's signed POST /api/Catalog/Photos, or the staff console) and served at the merchant image route,
 * /api/images/merchants/{imageId}?w=200|500|600, like the drawn pictures. Its id is `p-` and 32 hex digits of the
 * hash of its pixels: the same photo uploaded twice is one photo.
 */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export const PHOTO_ID_PATTERN = /^p-[0-9a-f]{32}$/;

export const PHOTO_LIMITS = {
  /** The default upload cap (PHOTO_MAX_BYTES, config/env.ts). */
  maxBytes: 10 * 1024 * 1024,
  /** Against decompression bombs: a small file that decodes to billions of pixels is refused before decoding. */
  maxPixels: 50_000_000,
  /** The largest transform width at 3:2, so no served width is an enlargement. */
  minWidth: 600,
  minHeight: 400,
} as const;

export const PHOTO_MESSAGES = {
  wrongType: 'The photo must be a JPEG, PNG or WebP file.',
  tooLarge: (maxBytes: number) => `The photo is larger than ${Math.floor(maxBytes / (1024 * 1024))} MiB.`,
  tooManyPixels: (maxPixels: number) => `The photo has more than ${maxPixels / 1_000_000} million pixels.`,
  tooSmall: `The photo must be at least ${PHOTO_LIMITS.minWidth} × ${PHOTO_LIMITS.minHeight} pixels.`,
  unreadable: 'The photo could not be read: the file is damaged or not an image.',
  empty: 'The photo is empty.',
} as const;

/** 201 of an upload: the id to put in a merchant's images (`image:<id>` in a catalog file). */
export const photoUploadResponseSchema = z.object({ imageId: z.string().regex(PHOTO_ID_PATTERN) });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;
