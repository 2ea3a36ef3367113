import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isDialogRouteState } from '@/lib/dialog-route';

/**
 * "Page navigation scrolls to the top" (spec part 1 §2); a change of query or hash alone does not, nor
 * opening or closing a dialog route over the page (lib/dialog-route.ts).
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const previous = useRef<{ pathname: string; dialog: boolean } | null>(null);
  useEffect(() => {
    const dialog = isDialogRouteState(state);
    const last = previous.current;
    previous.current = { pathname, dialog };
    if (last?.pathname === pathname) return;
    if (dialog || last?.dialog) return;
    window.scrollTo(0, 0);
  }, [pathname, state]);
  return null;
}
