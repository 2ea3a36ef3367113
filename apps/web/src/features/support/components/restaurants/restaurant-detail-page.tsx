import { Link, useParams } from 'react-router';
import { RESTAURANT_STATUS_LABELS, type RestaurantDetail } from '@forkpoint/shared/contracts/support-restaurants';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../../api/staff-session';
import { useRestaurantDetail } from '../../api/support-restaurants';
import { consolePaths } from '../../lib/console-paths';
import { ConsolePage } from '../console-page';
import { RestaurantEditForm } from './restaurant-edit-form';
import { RestaurantOffers } from './restaurant-offers';
import { RestaurantPhotos } from './restaurant-photos';
import { ClosedNotice, RestaurantStatusForm } from './restaurant-status';
import './restaurants.css';

/** /support/restaurants/:merchantId: the restaurant's facts, status, details and limits, its offers and photos. */
export function RestaurantDetailPage() {
  const { merchantId = '' } = useParams();
  const detail = useRestaurantDetail(merchantId);
  const back = (
    <Link className="support-back" to={consolePaths.restaurants}>
      Back to restaurants
    </Link>
  );
  if (detail.isPending) {
    return (
      <ConsolePage title="Restaurant">
        <Spinner message="Loading the restaurant…" />
      </ConsolePage>
    );
  }
  if (detail.isError) {
    return (
      <ConsolePage title="Restaurant">
        <p role="alert" className="support-error">
          {errorMessage(detail.error)}
        </p>
        <button type="button" className="button button--v2" onClick={() => void detail.refetch()}>
          Try again
        </button>{' '}
        {back}
      </ConsolePage>
    );
  }
  const restaurant = detail.data;
  return (
    <ConsolePage title={restaurant.name} actions={back}>
      <ClosedNotice restaurant={restaurant} />
      <Facts restaurant={restaurant} />
      <RestaurantStatusForm
        key={`${restaurant.status} ${restaurant.opensOn} ${restaurant.closesOn}`}
        restaurant={restaurant}
      />
      <RestaurantEditForm restaurant={restaurant} />
      <RestaurantOffers restaurant={restaurant} />
      <RestaurantPhotos restaurant={restaurant} />
    </ConsolePage>
  );
}

function Facts({ restaurant }: { restaurant: RestaurantDetail }) {
  return (
    <section className="support-section" aria-labelledby="section-facts">
      <h2 id="section-facts">About</h2>
      <dl className="support-facts">
        <dt>Restaurant id</dt>
        <dd>{restaurant.merchantId}</dd>
        <dt>Address</dt>
        <dd>
          {restaurant.street}, {restaurant.city}, {restaurant.state} {restaurant.zip}
        </dd>
        <dt>Time zone</dt>
        <dd>{restaurant.timeZone} (offers run on this clock)</dd>
        <dt>Cuisines</dt>
        <dd>{restaurant.cuisines.join(', ') || '—'}</dd>
        <dt>Programs</dt>
        <dd>{restaurant.programs.join(', ')}</dd>
        <dt>Brand</dt>
        <dd>{restaurant.brand ?? 'None'}</dd>
        <dt>Status</dt>
        <dd>{statusText(restaurant)}</dd>
      </dl>
    </section>
  );
}

/** The status with the day it turns, when it has one. */
function statusText(restaurant: RestaurantDetail): string {
  const label = RESTAURANT_STATUS_LABELS[restaurant.status];
  if (restaurant.status === 'comingSoon' && restaurant.opensOn) return `${label}: opens on ${restaurant.opensOn}`;
  if (restaurant.status === 'leavingSoon' && restaurant.closesOn) return `${label}: last day ${restaurant.closesOn}`;
  return label;
}
