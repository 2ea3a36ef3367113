import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ShellIcon } from './shell-icons';

/**
 * The navbar's search icon (spec part 1 §2 Shell): a link to search, shown disabled and marked as the
 * current page on the search page itself (the navbar hides it on discover paths).
 */
export function SearchLink({ label, current }: { label: string; current: boolean }) {
  if (current) {
    return (
      <span
        className="search-link search-link--current"
        role="link"
        aria-disabled="true"
        aria-current="page"
        aria-label={label}
      >
        <ShellIcon name="search" />
      </span>
    );
  }
  return (
    <Link className="search-link" to={paths.search.getHref()} aria-label={label}>
      <ShellIcon name="search" />
    </Link>
  );
}
