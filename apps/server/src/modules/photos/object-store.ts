/**
 * Where photo renditions live (docs/decisions/0034-photo-store.md): a folder under DATA_DIR by default, any
 * S3-compatible store by configuration. Keys are content-addressed, so an object is written once and never
 * changes: no delete, no overwrite semantics to agree on, and a put of a key that exists is harmless.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStore {
  /** Short name for logs and health: `folder` or `s3`. */
  readonly kind: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
}

/** Keys are ours (photo-keys.ts), but a store still refuses any that could leave its folder or bucket prefix. */
export const OBJECT_KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9.-]*)*$/;

export function checkObjectKey(key: string): string {
  if (!OBJECT_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid object key: ${key}`);
  return key;
}
