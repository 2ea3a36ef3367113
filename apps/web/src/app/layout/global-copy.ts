import type { ContentEntry } from '@forkpoint/shared/contracts/content';

/**
 * One text field of a global (`*`) copy entry, e.g. navbar.skip_link_text, or the fallback when the
 * content service has none: the frame must still render when a group is missing (spec part 2 §8).
 */
export function globalCopyText(
  entries: readonly ContentEntry[],
  slug: string,
  field: string,
  fallback: string,
): string {
  const value = entries.find((entry) => entry.slug === slug)?.fields[field];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}
