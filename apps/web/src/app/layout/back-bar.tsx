import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ShellIcon } from './shell-icons';

/** "Paths containing /merchants/ or /account/ show a Back bar that returns to the previous page." */
export function BackBar() {
  const navigate = useNavigate();
  const location = useLocation();
  // The previous page may be one loaded in full (a link from outside the app, a reload): the browser's history
  // knows it. Only a tab opened on this page has none, and Back then goes home rather than doing nothing.
  const hasPrevious = location.key !== 'default' || window.history.length > 1;
  const back = () => (hasPrevious ? navigate(-1) : navigate(paths.home.getHref()));
  return (
    <div className="back-bar">
      <button type="button" className="back-bar__button" onClick={back}>
        <ShellIcon name="back" size={20} />
        Back
      </button>
    </div>
  );
}
