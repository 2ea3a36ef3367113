import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_DELAY_MS } from '@forkpoint/shared/constants';
import { sendPageView, type PageView } from '@/lib/page-view';

const sendView = (view: PageView) => void sendPageView(view);

/**
 * Page views (spec part 1 §4, §9; docs/decisions/0020): one event per route shown for PAGE_VIEW_DELAY_MS (500
 * ms). A route left sooner sends nothing. A route is its path: a change of query or hash alone (search filters,
 * a map move) is the same page and counts no new view. The record names the member when one is signed in: a
 * view that counts while the member lookup is still out waits for its answer. Loaded after the page (page-views.tsx):
 * the first page's view counts from when the tracker arrived, a few milliseconds after the page.
 */
export function usePageViews(
  member: { memberId: string | null; isPending: boolean },
  send: (view: PageView) => void = sendView,
): void {
  const { pathname } = useLocation();
  const latest = useRef(member);
  /** The url of a view that has counted but waits for the member lookup. */
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    latest.current = member;
    const url = waiting.current;
    if (url !== null && !member.isPending) {
      waiting.current = null;
      send({ memberId: member.memberId, url });
    }
  }, [member, send]);

  useEffect(() => {
    // The address the route was shown at: a navigation racing the timer cannot lend the view its own.
    const url = window.location.href;
    const timer = setTimeout(() => {
      if (latest.current.isPending) waiting.current = url;
      else send({ memberId: latest.current.memberId, url });
    }, PAGE_VIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // A page that counted is sent even if the member lookup has not answered when it is left.
      const counted = waiting.current;
      waiting.current = null;
      if (counted !== null) send({ memberId: null, url: counted });
    };
  }, [pathname, send]);
}
