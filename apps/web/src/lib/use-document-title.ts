import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePartner } from './partner';

/** Whether the partner's routeMeta names this path itself (not only a parent of it). */
export function routeMetaNames(routeMeta: Readonly<Record<string, unknown>>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.hasOwn(routeMeta, path);
}

/**
 * A page's own browser title (a content page's browser_title, a restaurant's name), set after the route
 * metadata has set the partner's title for the path (app/route-meta.tsx). Where the partner's routeMeta
 * names the path itself, the partner's title wins (issue 15, defect 9): it is the program's own wording.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  const { routeMeta } = usePartner();
  const partnerNamesIt = routeMetaNames(routeMeta, pathname);
  useEffect(() => {
    if (title && !partnerNamesIt) document.title = title;
  }, [title, pathname, partnerNamesIt]);
}
