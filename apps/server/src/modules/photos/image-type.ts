import type { PhotoContentType } from '@forkpoint/shared/contracts/photos';

/**
 * The type a file really is, from its first bytes, whatever it was sent as: a name or a Content-Type header is
 * the sender's word, the magic numbers are the file's. Only the three types the pipeline takes are known.
 */
export function sniffImageType(bytes: Uint8Array): PhotoContentType | null {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
