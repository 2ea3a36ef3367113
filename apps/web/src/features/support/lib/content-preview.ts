import { CONTENT_NAMES, type ContentName } from '@forkpoint/shared/constants';
import { paths } from '@/config/paths';

/** The console's address segment of a content group: `*` is "global" there. */
export function contentNameOf(segment: string | undefined): ContentName | null {
  const name = segment === 'global' ? '*' : segment;
  return (CONTENT_NAMES as readonly string[]).includes(name ?? '') ? (name as ContentName) : null;
}

/** Member-app pages where each group's copy shows; a page-like entry (earn, discover) names its own url. */
const PAGE_OF: Partial<Record<ContentName, string>> = {
  account_center: paths.account.overview.path,
  earn_banner: paths.account.overview.path,
  tier_1_activation: paths.account.overview.path,
};
const SIDEBAR_PAGE: Record<string, string> = { search: paths.search.path, account: paths.account.overview.path };

/**
 * Where the editor's preview opens: the member app with ?preview=1 (features/content/lib/cms-preview.ts),
 * which shows this tab the drafts the editor's staff session may see.
 */
export function previewHref(name: ContentName, slug: string, fields: Record<string, unknown> | undefined): string {
  const url = fields?.url;
  const page =
    typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
      ? url
      : name === 'sidebar'
        ? (SIDEBAR_PAGE[slug] ?? paths.home.path)
        : (PAGE_OF[name] ?? paths.home.path);
  return `${page}?preview=1`;
}
