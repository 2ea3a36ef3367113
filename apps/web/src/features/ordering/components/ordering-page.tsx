import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isMenuNotFound, useOrderingMenu } from '../api/get-menu';
import { OrderScreen } from './order-screen';
import { DemonstrationBanner } from './demonstration-banner';
import './ordering.css';
import { PageMain } from '@/components/layout/page-main';

/**
 * /ordering/{merchantId}: the stand-in online-ordering provider (issue 16, item 6; docs/ordering.md), where
 * the order dialog sends restaurants that order through the platform. Loading, a restaurant that does not
 * take orders here, a menu that failed to load, and the order itself; the stand-in banner tops each.
 */
export function OrderingPage() {
  const { merchantId } = useParams();
  // Opened from the order dialog, whose route keeps the page's scroll (app/scroll-to-top.tsx): start at the top.
  useEffect(() => window.scrollTo(0, 0), [merchantId]);
  return (
    <PageMain className="page ordering-page">
      <DemonstrationBanner />
      {merchantId ? <LoadedOrdering merchantId={merchantId} /> : <NoOrdering />}
    </PageMain>
  );
}

function LoadedOrdering({ merchantId }: { merchantId: string }) {
  const query = useOrderingMenu(merchantId);
  if (query.isPending) return <Spinner message="Loading the menu…" />;
  if (query.isError) {
    return isMenuNotFound(query.error) ? <NoOrdering /> : <MenuError onRetry={() => void query.refetch()} />;
  }
  return <OrderScreen menu={query.data} />;
}

function NoOrdering() {
  return (
    <div className="ordering-state">
      <h1 className="page__title">Online ordering isn&apos;t available here</h1>
      <p className="page__tagline">
        This restaurant doesn&apos;t take online orders through this provider, or the link to it is wrong. You can still
        dine in and earn with a linked card.
      </p>
      <p>
        <Link to={paths.search.getHref()} className="button button--v1">
          Find a restaurant
        </Link>
      </p>
    </div>
  );
}

function MenuError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ordering-state">
      <h1 className="page__title">We couldn&apos;t load the menu</h1>
      <p className="page__tagline" role="alert">
        Something went wrong while loading it. Please check your connection and try again.
      </p>
      <p>
        <button type="button" className="button button--v1" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  );
}
