import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RESTAURANT_SEARCH_LIMIT, RESTAURANT_STATUS_LABELS } from '@forkpoint/shared/contracts/support-restaurants';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '../../api/staff-session';
import { useRestaurantSearch } from '../../api/support-restaurants';
import { consolePaths } from '../../lib/console-paths';
import { ConsolePage } from '../console-page';

/** /support/restaurants: find a restaurant of this program by name, city or id; the query stays in the address. */
export function RestaurantsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const search = useRestaurantSearch(q);
  const tooShort = q !== '' && q.trim().length < 2;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <ConsolePage title="Restaurants">
      <form className="support-search" role="search" aria-label="Find a restaurant" onSubmit={submit}>
        <label htmlFor="restaurant-query">Name, city or restaurant id</label>
        <div className="support-search__row">
          <input
            id="restaurant-query"
            className="form-field__input"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button button--v1">
            Search
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {!q ? (
          <p className="support-muted">Search for a restaurant of this program to see and edit it and its offers.</p>
        ) : tooShort ? (
          <p role="alert" className="support-error">
            Enter at least 2 letters of a name, city or restaurant id.
          </p>
        ) : search.isPending ? (
          <Spinner message="Searching…" />
        ) : search.isError ? (
          <p role="alert" className="support-error">
            {errorMessage(search.error)}
          </p>
        ) : search.data.restaurants.length === 0 ? (
          <p>No restaurant of this program matches “{q}”.</p>
        ) : (
          <>
            <p>
              {search.data.restaurants.length === 1
                ? '1 restaurant matches'
                : `${search.data.restaurants.length} restaurants match`}{' '}
              “{q}”.
              {search.data.truncated ? ` Only the first ${RESTAURANT_SEARCH_LIMIT} are shown: narrow the search.` : ''}
            </p>
            <div className="support-table-wrap">
              <table className="support-table support-table--stack">
                <caption className="visually-hidden">Restaurants matching {q}</caption>
                <thead>
                  <tr>
                    <th scope="col">Restaurant</th>
                    <th scope="col">City</th>
                    <th scope="col">Status</th>
                    <th scope="col">Active offers</th>
                  </tr>
                </thead>
                <tbody>
                  {search.data.restaurants.map((r) => (
                    <tr key={r.merchantId}>
                      <th scope="row">
                        <Link to={consolePaths.restaurant(r.merchantId)}>{r.name}</Link>
                        <span className="support-muted support-block">{r.merchantId}</span>
                      </th>
                      <td data-label="City">
                        {r.city}, {r.state}
                      </td>
                      <td data-label="Status">{RESTAURANT_STATUS_LABELS[r.status]}</td>
                      <td data-label="Active offers">{r.activeOffers}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </ConsolePage>
  );
}
