import { PAGINATION_WINDOW } from '@forkpoint/shared/constants';

/**
 * The page numbers the pager shows (spec part 2 §9: a window of 5): up to `size` consecutive pages around
 * the current one, centred where it can be and shifted at either end (page 7 of 12 shows 5..9; page 1
 * shows 1..5; page 12 shows 8..12). Out-of-range pages are clamped; no pages, no numbers.
 */
export function pageWindow(current: number, totalPages: number, size: number = PAGINATION_WINDOW): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0 || size <= 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
