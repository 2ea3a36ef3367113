import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePartner } from '@/lib/partner';
import { PageMain } from '@/components/layout/page-main';

/** The merchant page while it loads, when it fails, and for a restaurant that is not there. */

export function MerchantLoading() {
  return (
    <PageMain className="page merchant-page" aria-busy="true">
      <Spinner />
    </PageMain>
  );
}

export function MerchantNotFound() {
  const { terms } = usePartner();
  return (
    <PageMain className="page page--centered merchant-page">
      <h1 className="page__title">Restaurant Not Found</h1>
      <p className="page__tagline">
        This restaurant isn&apos;t part of {terms.program} right now, or the link to it is wrong.
      </p>
      <p>
        <Link to={paths.search.getHref()} className="button button--v1">
          Find a restaurant
        </Link>
      </p>
    </PageMain>
  );
}

export function MerchantError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMain className="page page--centered merchant-page">
      <h1 className="page__title">We couldn&apos;t load this restaurant</h1>
      <p className="page__tagline" role="alert">
        Something went wrong while loading it. Please check your connection and try again.
      </p>
      <p>
        <button type="button" className="button button--v1" onClick={onRetry}>
          Try again
        </button>
      </p>
    </PageMain>
  );
}
