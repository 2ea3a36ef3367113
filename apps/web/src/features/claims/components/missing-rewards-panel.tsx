import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MISSING_REWARDS_AFTER_DAYS } from '@forkpoint/shared/constants';
import type { RewardClaim } from '@forkpoint/shared/contracts/claims';
import { Modal } from '@/components/ui/modal';
import { REWARD_CLAIMS_QUERY_KEY, useRewardClaims } from '../api/claims';
import { Spinner } from '@/components/ui/spinner';
import type { ClaimCard } from './claim-form';
import type { RestaurantSearch } from './restaurant-picker';
import './claims.css';

/** The form (with the forms kit and its schemas) loads when the member opens it, not with the page. */
const ClaimForm = lazy(() => import('./claim-form').then((m) => ({ default: m.ClaimForm })));

export interface MissingRewardsPanelProps {
  cards: readonly ClaimCard[];
  searchRestaurants: RestaurantSearch;
  defaultLocation: string;
}

const STATUS_WORDS: Record<RewardClaim['status'], string> = {
  answered: 'Answered',
  pending: 'With our support team',
  approved: 'Approved',
  declined: 'Declined',
};
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The missing-rewards banner of Reviews & History (spec part 2 §2) with what real programs add: a claim
 * form once 10 days have passed, and the member's claims with what was found.
 */
export function MissingRewardsPanel({ cards, searchRestaurants, defaultLocation }: MissingRewardsPanelProps) {
  const [open, setOpen] = useState(false);
  const [filed, setFiled] = useState<RewardClaim | null>(null);
  const claims = useRewardClaims();
  const queryClient = useQueryClient();

  return (
    <section className="missing-rewards" aria-labelledby="missing-rewards-title">
      <h2 id="missing-rewards-title" className="missing-rewards__title">
        Missing a reward?
      </h2>
      <p>
        Rewards usually appear within a few days of your meal. If one is still missing {MISSING_REWARDS_AFTER_DAYS} days
        after you dined, tell us and we will look into it.
      </p>
      {cards.length > 0 ? (
        <button type="button" className="button button--v2" onClick={() => setOpen(true)}>
          Report a missing reward
        </button>
      ) : (
        <p>Link the card you pay with to earn, and to report a missing reward.</p>
      )}
      {filed ? (
        <p className="missing-rewards__filed" role="status">
          Thank you. {filed.finding}
        </p>
      ) : null}
      {claims.data && claims.data.length > 0 ? (
        <details className="missing-rewards__claims">
          <summary>Your claims ({claims.data.length})</summary>
          <ul>
            {claims.data.map((claim) => (
              <li key={claim.id} className="claim-row">
                <p className="claim-row__what">
                  <strong>{claim.merchantName}</strong>, {shortDate.format(new Date(`${claim.purchaseDate}T00:00:00Z`))}
                  , {dollars.format(claim.amountCents / 100)} on the card ending in {claim.cardLastFour}
                </p>
                <p className={`claim-row__status claim-row__status--${claim.status}`}>{STATUS_WORDS[claim.status]}</p>
                <p className="claim-row__finding">{claim.finding}</p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {open ? (
        <Modal title="Report a missing reward" onDismiss={() => setOpen(false)}>
          <Suspense fallback={<Spinner />}>
            <ClaimForm
              cards={cards}
              searchRestaurants={searchRestaurants}
              defaultLocation={defaultLocation}
              onFiled={(claim) => {
                setFiled(claim);
                setOpen(false);
                void queryClient.invalidateQueries({ queryKey: REWARD_CLAIMS_QUERY_KEY });
              }}
            />
          </Suspense>
        </Modal>
      ) : null}
    </section>
  );
}
