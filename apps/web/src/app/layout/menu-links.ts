import type { ContentLink } from '@forkpoint/shared/content/content-blocks';

/**
 * Where a link goes, for telling repeats apart: an in-app path is compared with its case and a trailing
 * slash folded ("/Discover/" and "/discover" are one page), its query as written; any other URL whole.
 */
export function linkDestination(url: string): string {
  if (!url.startsWith('/')) return url;
  const [path = '/', query] = url.split('?', 2);
  const folded = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  return query === undefined ? folded : `${folded}?${query}`;
}

/**
 * The main menu's link lists with every destination shown once (issue 15, defect 10): the navbar's links
 * and the footer's primary links name the same pages ("Discover restaurants" and "Discover"), so a phone's
 * menu listed them twice. The first list to name a page keeps it, with its wording; `shown` holds pages
 * the menu already links elsewhere (its account button). Empty lists stay, in place.
 */
export function withoutRepeatedLinks(
  lists: readonly (readonly ContentLink[])[],
  shown: readonly string[] = [],
): ContentLink[][] {
  const seen = new Set(shown.map(linkDestination));
  return lists.map((links) =>
    links.filter((link) => {
      const destination = linkDestination(link.url);
      if (seen.has(destination)) return false;
      seen.add(destination);
      return true;
    }),
  );
}
