import { RESTAURANT_MESSAGES } from '@forkpoint/shared/contracts/support-restaurants';
import { AppError } from '../../../lib/app-error';
import { writeNextVersion, type OfferChange, type OfferChanged } from './offer-change';

/**
 * Pausing, resuming and ending an offer (issue 32 part 2): each a new version from `now`, so a purchase made
 * before it keeps the offer however late the feed brings it, and a later one does not get it. An end is for
 * good; a pause until resumed.
 */

export function pauseOffer(change: OfferChange & { offerId: string }): Promise<OfferChanged> {
  return writeNextVersion(change, change.offerId, (current) => {
    if (current.state === 'paused') throw new AppError('CONFLICT', RESTAURANT_MESSAGES.alreadyPaused);
    return { state: 'paused', terms: current.terms };
  });
}

export function resumeOffer(change: OfferChange & { offerId: string }): Promise<OfferChanged> {
  return writeNextVersion(change, change.offerId, (current) => {
    if (current.state !== 'paused') throw new AppError('CONFLICT', RESTAURANT_MESSAGES.notPaused);
    return { state: 'active', terms: current.terms };
  });
}

/** `reason` 'budget': the engine ends an offer whose budget is spent (docs/rewards.md "Offer budgets"). */
export function endOffer(change: OfferChange & { offerId: string; reason?: 'budget' }): Promise<OfferChanged> {
  return writeNextVersion(change, change.offerId, (current) => ({
    state: 'ended',
    terms: current.terms,
    ...(change.reason ? { reason: change.reason } : {}),
  }));
}
