import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  RESTAURANT_STATUSES,
  RESTAURANT_STATUS_LABELS,
  type RestaurantDetail,
  type RestaurantStatus,
} from '@forkpoint/shared/contracts/support-restaurants';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../../api/staff-session';
import { useRestaurantDetail, useRestaurantStatus } from '../../api/support-restaurants';
import { consolePaths } from '../../lib/console-paths';
import { ConsolePage } from '../console-page';
import { SupportSelect } from '../support-field';
import { RestaurantEditForm } from './restaurant-edit-form';
import { RestaurantOffers } from './restaurant-offers';
import { RestaurantPhotos } from './restaurant-photos';
import './restaurants.css';

/** /support/restaurants/:merchantId: the restaurant's facts, status, details and limits, and its offers. */
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
      <Facts restaurant={restaurant} />
      <StatusForm key={restaurant.status} restaurant={restaurant} />
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
        <dd>{RESTAURANT_STATUS_LABELS[restaurant.status]}</dd>
      </dl>
    </section>
  );
}

const STATUS_OPTIONS = RESTAURANT_STATUSES.map((value) => ({ value, label: RESTAURANT_STATUS_LABELS[value] }));

/** Open, coming soon or leaving soon: what members' cards and pages say of the restaurant. */
function StatusForm({ restaurant }: { restaurant: RestaurantDetail }) {
  const [status, setStatus] = useState<RestaurantStatus>(restaurant.status);
  const call = useRestaurantStatus(restaurant.merchantId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void call.run(status);
  };
  return (
    <section className="support-section" aria-labelledby="section-status">
      <h2 id="section-status">Status</h2>
      <form className="restaurant-status" onSubmit={submit}>
        <SupportSelect
          id="restaurant-status"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
        />
        <button type="submit" className="button button--v1" disabled={call.state.status === 'pending'}>
          Save status
        </button>
      </form>
      <div aria-live="polite">
        {call.state.status === 'failed' ? (
          <p role="alert" className="support-error">
            {errorMessage(call.state.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
