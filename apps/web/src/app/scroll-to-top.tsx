import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** "Page navigation scrolls to the top" (spec part 1 §2); a change of query or hash alone does not. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
