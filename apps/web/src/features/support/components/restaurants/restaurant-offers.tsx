import { useState } from 'react';
import type { ConsoleOffer, RestaurantDetail } from '@forkpoint/shared/contracts/support-restaurants';
import { errorMessage } from '../../api/staff-session';
import { useOfferAction, type OfferAction } from '../../api/support-restaurants';
import { formatDateTime } from '../data-table';
import { OfferForm } from './offer-form';

const STATE_LABELS: Record<ConsoleOffer['state'], string> = { active: 'Active', paused: 'Paused', ended: 'Ended' };

/** What an offer pays: "× 2", or a fixed amount "+ 500 reward units a visit" (miles, points or cents). */
export function offerPays(offer: Pick<ConsoleOffer, 'earnMultiplier' | 'fixedAmount'>): string {
  if (offer.fixedAmount !== null) return `+ ${offer.fixedAmount.toLocaleString('en-US')} reward units a visit`;
  return `× ${offer.earnMultiplier ?? '—'}`;
}

/** What an offer pays, in one line: × multiplier or fixed amount, days, hours, dates, minimum bill, uses, budget. */
export function offerTerms(offer: ConsoleOffer): string {
  const parts = [offerPays(offer), offer.daysOfWeek.length === 7 ? 'every day' : offer.daysOfWeek.join(', ')];
  if (offer.hours) parts.push(`${offer.hours.from}–${offer.hours.until}`);
  if (offer.startsOn || offer.endsOn) parts.push(`${offer.startsOn ?? 'now'} to ${offer.endsOn ?? 'no end'}`);
  if (offer.minimumSpendDollars !== null) parts.push(`bill of $${offer.minimumSpendDollars} or more`);
  parts.push(offer.usesPerMember === null ? 'every visit' : `${offer.usesPerMember} uses per member`);
  if (offer.budgetDollars !== null) parts.push(`budget $${offer.budgetDollars.toLocaleString('en-US')}`);
  return parts.join(' · ');
}

/** The restaurant's offers: add, change, pause or resume, and end (after a confirm step). */
export function RestaurantOffers({ restaurant }: { restaurant: RestaurantDetail }) {
  const [editing, setEditing] = useState<ConsoleOffer | 'new' | null>(null);
  const [ending, setEnding] = useState<ConsoleOffer | null>(null);
  const action = useOfferAction(restaurant.merchantId);
  const act = async (offer: ConsoleOffer, what: OfferAction) => {
    if (await action.run({ offerId: offer.id, action: what })) setEnding(null);
  };
  const pending = action.state.status === 'pending';

  return (
    <section className="support-section" aria-labelledby="section-offers">
      <div className="restaurant-offers__head">
        <h2 id="section-offers">Offers</h2>
        {editing === null ? (
          <button type="button" className="button button--v1" onClick={() => setEditing('new')}>
            Add an offer
          </button>
        ) : null}
      </div>
      {editing !== null ? (
        <OfferForm
          key={editing === 'new' ? 'new' : editing.id}
          merchantId={restaurant.merchantId}
          offer={editing === 'new' ? null : editing}
          brand={restaurant.brand}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {restaurant.offers.length === 0 ? (
        <p className="support-muted">This restaurant has no offers: its members earn the program’s rate.</p>
      ) : (
        <ul className="restaurant-offers">
          {restaurant.offers.map((offer) => (
            <li key={offer.id} className="restaurant-offer" aria-labelledby={`offer-${offer.id}-title`}>
              <h3 id={`offer-${offer.id}-title`} className="restaurant-offer__title">
                {offer.title} <span className="support-badge">{STATE_LABELS[offer.state]}</span>
              </h3>
              <p>{offerTerms(offer)}</p>
              <p className="support-muted">
                {offer.type} · {offer.id} · version {offer.version}
                {offer.effectiveFrom ? ` since ${formatDateTime(offer.effectiveFrom)}` : ''}
                {offer.endedByBudget ? ' · ended when its budget was spent' : ''}
              </p>
              {offer.state === 'ended' ? null : ending?.id === offer.id ? (
                <div className="support-actions" role="group" aria-label={`End ${offer.title}`}>
                  <p>End “{offer.title}” now? Purchases from now on no longer earn it; earlier ones keep it.</p>
                  <button
                    type="button"
                    className="button button--v1"
                    disabled={pending}
                    onClick={() => void act(offer, 'End')}
                  >
                    Yes, end the offer
                  </button>
                  <button type="button" className="button button--v2" onClick={() => setEnding(null)}>
                    Keep it
                  </button>
                </div>
              ) : (
                <div className="support-actions">
                  <button
                    type="button"
                    className="button button--v2 support-button--small"
                    onClick={() => setEditing(offer)}
                  >
                    Change
                  </button>
                  <button
                    type="button"
                    className="button button--v2 support-button--small"
                    disabled={pending}
                    onClick={() => void act(offer, offer.state === 'paused' ? 'Resume' : 'Pause')}
                  >
                    {offer.state === 'paused' ? 'Resume' : 'Pause'}
                  </button>
                  <button
                    type="button"
                    className="button button--v2 support-button--small"
                    onClick={() => setEnding(offer)}
                  >
                    End…
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {action.state.status === 'failed' ? (
          <p role="alert" className="support-error">
            {errorMessage(action.state.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
