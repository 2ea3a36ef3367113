import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Not found (spec part 1 §8): a title, a tagline and a link home. Also the catch-all. */
export function NotFoundPage() {
  return (
    <main id="main-content" className="page page--centered" tabIndex={-1}>
      <h1 className="page__title">Page Not Found</h1>
      <p className="page__tagline">We couldn't find the page you were looking for. It may have moved off the menu.</p>
      <p>
        <Link to={paths.home.getHref()} className="button button--v1">
          Back to home
        </Link>
      </p>
    </main>
  );
}
