import { usePageViews } from './use-page-views';

/**
 * The page-view tracker as a component of its own chunk (app-layout.tsx loads it lazily), so no page's first
 * load carries page analytics (docs/decisions/0012, 0020).
 */
export function PageViews({ memberId, isPending }: { memberId: string | null; isPending: boolean }) {
  usePageViews({ memberId, isPending });
  return null;
}
