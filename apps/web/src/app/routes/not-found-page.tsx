import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageMain } from '@/components/layout/page-main';

/** Not found (spec part 1 §8): a title, a tagline and a link home. Also the catch-all. */
export function NotFoundPage() {
  return (
    <PageMain className="page page--centered">
      <h1 className="page__title">Page Not Found</h1>
      <p className="page__tagline">We couldn't find the page you were looking for. It may have moved off the menu.</p>
      <p>
        <Link to={paths.home.getHref()} className="button button--v1">
          Back to home
        </Link>
      </p>
    </PageMain>
  );
}
