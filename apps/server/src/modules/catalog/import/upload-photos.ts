import { readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { CATALOG_CSV_HEADER, CATALOG_PHOTOS_PATH, CATALOG_PHOTO_PATTERN } from '@forkpoint/shared/contracts/catalog';
import { EnvError, type Env } from '../../../config/env';
import { postSigned } from '../../../lib/signed-post-cli';
import { splitCsvLine } from '../../../lib/csv-line';

const PHOTO_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** Uploads one photo by its path (relative to the catalog file): its image id, or null when there is no photo store. */
export type PhotoUploader = (path: string, line: number) => Promise<string | null>;

/** The command's uploader: POST /api/Catalog/Photos, signed like the file; a 404 (no store yet) once said, then skipped. */
export function photoUploader(catalogFile: string, url: string | undefined, env: Env): PhotoUploader {
  let storeMissing = false;
  const uploaded = new Map<string, string>();
  return async (path, line) => {
    if (storeMissing) return null;
    const full = resolve(dirname(catalogFile), path);
    const known = uploaded.get(full);
    if (known) return known;
    const contentType = PHOTO_TYPES[extname(full).toLowerCase()];
    if (!contentType) throw new EnvError(`Line ${line}: photo ${path} must be a .jpg, .jpeg, .png or .webp file.`);
    let bytes: Buffer;
    try {
      bytes = readFileSync(full);
    } catch {
      throw new EnvError(`Line ${line}: cannot read the photo ${full}.`);
    }
    const response = await postSigned(
      {
        path: CATALOG_PHOTOS_PATH,
        contentType,
        body: bytes,
        secret: 'CATALOG_SIGNING_SECRET',
        ...(url ? { url } : {}),
      },
      env,
    );
    if (response.status === 404) {
      console.error(`The server has no photo store (${CATALOG_PHOTOS_PATH} answered 404): photos are left out.`);
      storeMissing = true;
      return null;
    }
    const answer = (await response.json().catch(() => ({}))) as { imageId?: string; message?: string };
    if (!response.ok || !answer.imageId) {
      throw new EnvError(`Line ${line}: the photo ${path} was refused (${response.status}): ${answer.message ?? ''}`);
    }
    uploaded.set(full, answer.imageId);
    return answer.imageId;
  };
}

const PHOTO_COLUMN = CATALOG_CSV_HEADER.indexOf('photo');

/**
 * The file as it is posted: each photo given as a path (a CSV `photo` cell; JSON Lines `photo`, `photos`,
 * `menuPhotos`) is uploaded and replaced by `image:<id>` (left out when there is no photo store). Lines are otherwise left exactly as written, so the signature covers them.
 */
export async function withUploadedPhotos(
  text: string,
  format: 'csv' | 'jsonl',
  upload: PhotoUploader,
): Promise<string> {
  const lines = text.split('\n');
  for (let index = format === 'csv' ? 1 : 0; index < lines.length; index += 1) {
    const raw = lines[index]!.replace(/\r$/, '');
    if (raw.trim() === '') continue;
    if (format === 'csv') {
      const fields = splitCsvLine(raw);
      const photo = fields?.[PHOTO_COLUMN]?.trim();
      if (!fields || !photo || CATALOG_PHOTO_PATTERN.test(photo)) continue;
      const id = await upload(photo, index + 1);
      fields[PHOTO_COLUMN] = id ? `image:${id}` : '';
      lines[index] = fields.map(csvField).join(',');
    } else {
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        continue; // The server refuses the line with its reason.
      }
      let uploaded = false;
      if (typeof json.photo === 'string' && !CATALOG_PHOTO_PATTERN.test(json.photo)) {
        const id = await upload(json.photo, index + 1);
        if (id) json.photo = `image:${id}`;
        else delete json.photo;
        uploaded = true;
      }
      // The lists (`photos`, `menuPhotos`) the same way, each path in its place; without a store they are left out.
      for (const key of ['photos', 'menuPhotos'] as const) {
        const list = json[key];
        if (!Array.isArray(list) || list.every((p) => typeof p !== 'string' || CATALOG_PHOTO_PATTERN.test(p))) continue;
        const ids: unknown[] = [];
        for (const path of list) {
          if (typeof path !== 'string' || CATALOG_PHOTO_PATTERN.test(path)) ids.push(path);
          else {
            const id = await upload(path, index + 1);
            if (id) ids.push(`image:${id}`);
          }
        }
        if (ids.length > 0) json[key] = ids;
        else delete json[key];
        uploaded = true;
      }
      if (uploaded) lines[index] = JSON.stringify(json);
    }
  }
  return lines.join('\n');
}

function csvField(value: string): string {
  return /[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
