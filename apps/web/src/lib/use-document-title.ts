import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A page's own browser title (e.g. a content page's browser_title), set after the route metadata has set
 * the partner's title for the path (app/route-meta.tsx), so the page's wins.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = title;
  }, [title, pathname]);
}
