import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { checkObjectKey, type ObjectStore } from './object-store';

/** Content types by file suffix: a folder keeps no metadata, and keys end in their format (photo-keys.ts). */
const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', avif: 'image/avif', png: 'image/png' };

const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Objects as files under one folder (DATA_DIR/photos by default). A write goes to a temporary file renamed into
 * place, so a reader never sees half a photo, and a crash leaves no partial object under its key. The folder is
 * made at the first write: an app that never stores a photo leaves nothing behind.
 */
export function folderObjectStore(folder: string): ObjectStore {
  const root = resolve(folder);
  const pathOf = (key: string) => join(root, checkObjectKey(key));
  return {
    kind: 'folder',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return { bytes: await readFile(pathOf(key)), contentType: typeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
