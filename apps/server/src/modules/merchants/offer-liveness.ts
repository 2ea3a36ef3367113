import type { MerchantOffer } from '@forkpoint/shared';
import { localDateIn } from '@forkpoint/shared/dates/zoned-clock';
import { offerRunsOn } from '@forkpoint/shared/rules/earn-decision';

/**
 * Which of a merchant's offers are live: a Limited offer runs from its startsOn to its endsOn, both
 * days included, on the merchant's own calendar (its time zone), so an offer ending on the 3rd is
 * gone at midnight in Honolulu hours after it is gone in New York. Unlimited offers have no dates and
 * are always live. Every answer that carries offers (search, carousel, merchant page) passes them
 * through here at the request's "now"; the `benefitsFor=true` filter asks the same in SQL
 * (search-repository.ts, liveOfferSql).
 */

/** The merchant's calendar date is the one restaurant clock's (dates/zoned-clock); still exported here for callers. */
export { localDateIn } from '@forkpoint/shared/dates/zoned-clock';

/** Whether an offer runs on `localDate` (YYYY-MM-DD); a missing start or end leaves that side open. */
export function isOfferLiveOn(offer: Pick<MerchantOffer, 'startsOn' | 'endsOn'>, localDate: string): boolean {
  return offerRunsOn(offer, localDate);
}

/** The offers live at `now` for a merchant in `timeZone`. */
export function liveOffers(offers: readonly MerchantOffer[], timeZone: string, now: Date): MerchantOffer[] {
  if (offers.length === 0) return [];
  const today = localDateIn(timeZone, now);
  return offers.filter((offer) => isOfferLiveOn(offer, today));
}
