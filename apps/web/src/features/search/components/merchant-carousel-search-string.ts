/**
 * The block's search string (spec part 1 §2 Merchant carousel), read the same way by the page before the
 * carousel loads and by the carousel. No imports: the home page's first load shares it with the carousel.
 */

/** Whether the block's search has no location of its own, so it needs the user's position. */
export function usesUserLocation(search: string): boolean {
  return !new URLSearchParams(search).get('location')?.trim();
}

/** "View all" goes to /search?{query}. */
export function viewAllHref(search: string): string {
  return `/search?${new URLSearchParams(search).toString()}`;
}
