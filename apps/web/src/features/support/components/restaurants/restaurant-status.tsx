import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  RESTAURANT_STATUSES,
  RESTAURANT_STATUS_LABELS,
  type RestaurantDetail,
  type RestaurantStatus,
  type RestaurantStatusChange,
} from '@forkpoint/shared/contracts/support-restaurants';
import { errorMessage } from '../../api/staff-session';
import { fieldErrors } from '../../api/support-adjustments';
import { useRestaurantStatus } from '../../api/support-restaurants';
import { SupportSelect } from '../support-field';

const STATUS_OPTIONS = RESTAURANT_STATUSES.map((value) => ({ value, label: RESTAURANT_STATUS_LABELS[value] }));

/** What each status does for members, under the choice. */
const STATUS_HELP: Record<RestaurantStatus, string> = {
  open: 'Members find it and earn there. Clears any first or last day.',
  comingSoon: 'Shown as coming soon until its first day, then open by itself.',
  leavingSoon: 'Shown as leaving soon through its last day, then out of search by itself.',
  closed: 'Out of members’ search and its page at once, until reopened.',
};

/** The date a status needs, if any: the first day of a coming-soon restaurant, the last of a leaving one. */
const DATE_FIELDS = {
  comingSoon: { key: 'opensOn', label: 'First day (on the restaurant’s clock)' },
  leavingSoon: { key: 'closesOn', label: 'Last day (on the restaurant’s clock)' },
} as const;

/**
 * The restaurant's status (issue 32): open, coming soon from a first day, leaving soon through a last day, or
 * closed. The highlights follow from the dates on the restaurant's clock; closing asks first, and a closed
 * restaurant is reopened by choosing Open.
 */
export function RestaurantStatusForm({ restaurant }: { restaurant: RestaurantDetail }) {
  const [status, setStatus] = useState<RestaurantStatus>(restaurant.status);
  const [date, setDate] = useState(
    restaurant.status === 'comingSoon' ? (restaurant.opensOn ?? '') : (restaurant.closesOn ?? ''),
  );
  const [confirming, setConfirming] = useState(false);
  const call = useRestaurantStatus(restaurant.merchantId);
  // The confirm step replaces the button that asked for it: the keyboard's focus goes to its answer.
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const errors = call.state.status === 'failed' ? fieldErrors(call.state.error) : {};
  const dateField = status === 'comingSoon' || status === 'leavingSoon' ? DATE_FIELDS[status] : null;
  const dateError = dateField ? errors[dateField.key] : undefined;
  const pending = call.state.status === 'pending';
  const isClosed = restaurant.status === 'closed';
  // Nothing to save while the choice is the status it has (and, for coming or leaving soon, the same day).
  const storedDate = status === 'comingSoon' ? restaurant.opensOn : restaurant.closesOn;
  const unchanged = status === restaurant.status && (!dateField || date === (storedDate ?? ''));

  const change = (): RestaurantStatusChange => (dateField ? { status, [dateField.key]: date || null } : { status });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'closed') setConfirming(true);
    else void call.run(change());
  };
  const choose = (next: RestaurantStatus) => {
    setStatus(next);
    setConfirming(false);
    call.reset();
  };

  return (
    <section className="support-section" aria-labelledby="section-status">
      <h2 id="section-status">Status</h2>
      <form className="restaurant-lifecycle" onSubmit={submit} noValidate>
        <SupportSelect
          id="restaurant-status"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={choose}
          help={STATUS_HELP[status]}
        />
        {dateField ? (
          <div className="form-field">
            <label htmlFor="restaurant-status-date">{dateField.label}</label>
            <input
              id="restaurant-status-date"
              className="form-field__input"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? 'restaurant-status-date-error' : undefined}
            />
            {dateError ? (
              <p id="restaurant-status-date-error" className="support-error">
                {dateError}
              </p>
            ) : null}
          </div>
        ) : null}
        {confirming ? null : (
          <div className="restaurant-lifecycle__actions">
            <button type="submit" className="button button--v1" disabled={pending || unchanged}>
              {isClosed && status === 'open' ? 'Reopen' : status === 'closed' ? 'Close…' : 'Save status'}
            </button>
          </div>
        )}
      </form>
      {confirming ? (
        <div className="support-actions" role="group" aria-label={`Close ${restaurant.name}`}>
          <p>
            Close “{restaurant.name}” now? It leaves members’ search and its page at once, for every program that
            carries it. You can reopen it later.
          </p>
          <button
            ref={confirmRef}
            type="button"
            className="button button--v1"
            disabled={pending}
            onClick={() => void call.run({ status: 'closed' }).then((done) => done && setConfirming(false))}
          >
            Yes, close it
          </button>
          <button type="button" className="button button--v2" onClick={() => choose(restaurant.status)}>
            Don’t close it
          </button>
        </div>
      ) : null}
      <div aria-live="polite">
        {call.state.status === 'failed' && !dateError ? (
          <p role="alert" className="support-error">
            {errorMessage(call.state.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Said first on a closed restaurant's page, so it is seen on a phone without scrolling to its status. */
export function ClosedNotice({ restaurant }: { restaurant: RestaurantDetail }) {
  if (restaurant.status !== 'closed') return null;
  return (
    <p className="restaurant-status__closed">
      Closed: members do not find it and its page is gone. Choose Open under Status to reopen it for{' '}
      {restaurant.programs.join(', ') || 'its programs'}.
    </p>
  );
}
