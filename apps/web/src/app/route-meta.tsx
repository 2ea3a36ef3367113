import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PublicPartner } from '@/lib/partner';
import { usePartner } from '@/lib/partner';

type RouteMetaEntry = PublicPartner['routeMeta'][string];

/**
 * "Page title, description and keywords come from per-route partner metadata, falling back to the home
 * entry" (spec part 1 §2). A sub-path uses its closest listed parent (/account/overview -> /account).
 */
export function routeMetaFor(routeMeta: PublicPartner['routeMeta'], pathname: string): RouteMetaEntry | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (let end = segments.length; end > 1; end -= 1) {
    const entry = routeMeta[segments.slice(0, end).join('/')];
    if (entry) return entry;
  }
  return routeMeta['/'];
}

function setMetaContent(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

export function RouteMeta() {
  const { pathname } = useLocation();
  const { routeMeta } = usePartner();
  useEffect(() => {
    const meta = routeMetaFor(routeMeta, pathname);
    if (!meta) return;
    document.title = meta.title;
    setMetaContent('description', meta.description);
    if (meta.keywords) setMetaContent('keywords', meta.keywords);
  }, [pathname, routeMeta]);
  return null;
}
