import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ShellIcon } from './shell-icons';

/** Whether the page before this one was ours: a navigation inside the app, or a full load from our own page. */
function cameFromThisSite(locationKey: string): boolean {
  if (locationKey !== 'default') return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Where Back goes when the previous page is not ours: a restaurant's list is the search, anything else home. */
export function backFallback(pathname: string): string {
  return pathname.toLowerCase().startsWith('/merchants/') ? paths.search.getHref() : paths.home.getHref();
}

/** "Paths containing /merchants/ or /account/ show a Back bar that returns to the previous page." */
export function BackBar() {
  const navigate = useNavigate();
  const location = useLocation();
  // A shared link opened in a tab that was showing another site (or nothing): going back in the browser's
  // history would leave the app, or show a blank page (issue 15, defect 7). Back stays in the app instead.
  const back = () => (cameFromThisSite(location.key) ? navigate(-1) : navigate(backFallback(location.pathname)));
  return (
    <div className="back-bar">
      <button type="button" className="back-bar__button" onClick={back}>
        <ShellIcon name="back" size={20} />
        Back
      </button>
    </div>
  );
}
