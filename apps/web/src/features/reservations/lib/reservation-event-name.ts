import { CARD_REQUIRED_SUFFIX, type ReservationEvent } from '@forkpoint/shared/contracts/reservation-constants';
import type { AnalyticsEvent } from '@forkpoint/shared/contracts/impressions';

/**
 * The event's name as the page analytics stores it (spec part 2 §4): its card-required variant where the
 * restaurant secures tables with a card.
 */
export function reservationEventName(event: ReservationEvent, cardRequired: boolean): AnalyticsEvent {
  return cardRequired ? `${event}${CARD_REQUIRED_SUFFIX}` : event;
}
