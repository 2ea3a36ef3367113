import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  Availability,
  BookingRefusal,
  Reservation,
  ReservationEvent,
  ReservationHold,
  ReservationSlot,
} from '@forkpoint/shared/contracts/reservations';
import { getAvailability } from '../api/availability';
import { bookReservation, placeHold } from '../api/booking';
import { sendAnalyticsEvent } from '../api/send-analytics-event';
import { reservationEventName } from '../lib/reservation-event-name';
import { refusalOf } from '../lib/reservation-refusals';

/**
 * The reservation widget's flow (spec part 2 §4): a search (the default one on load, then the member's),
 * its times, a chosen time held while the member confirms, the booking, and every way it can end. Each
 * step sends its analytics event, in its card-required variant where the restaurant secures tables with a
 * card.
 */

export interface SearchCriteria {
  date: string;
  time: string;
  partySize: number;
}

/** Who is booking: a visitor signs in first; a member without a card links one where a card is required. */
export type Booker = 'visitor' | 'cardMember' | 'memberWithoutCard';

export type FlowStep =
  | { name: 'choosing' }
  | { name: 'signIn'; slot: ReservationSlot }
  | { name: 'linkCard'; slot: ReservationSlot }
  | { name: 'holding'; slot: ReservationSlot }
  | { name: 'confirming'; slot: ReservationSlot; hold: ReservationHold }
  | { name: 'booking'; slot: ReservationSlot; hold: ReservationHold }
  | { name: 'booked'; reservation: Reservation }
  | { name: 'refused'; slot: ReservationSlot; refusal: BookingRefusal; hold: ReservationHold | null };

interface Search extends SearchCriteria {
  kind: 'default' | 'user';
  /** Asking the same again is a new search (a new answer, a new event). */
  seq: number;
}

export interface FlowOptions {
  merchantId: string;
  booker: Booker;
  memberId: string | null;
  initial: SearchCriteria;
  /** A visitor chose a time: the page keeps the search, so signing in comes back to it. */
  onVisitorChoice?: (criteria: SearchCriteria) => void;
}

export function useReservationFlow({ merchantId, booker, memberId, initial, onVisitorChoice }: FlowOptions) {
  const [search, setSearch] = useState<Search>({ ...initial, kind: 'default', seq: 0 });
  const [step, setStep] = useState<FlowStep>({ name: 'choosing' });
  /** The member stepped back to the times (the control they used is gone): the view moves the focus there. */
  const [returning, setReturning] = useState(false);
  const cardRequired = useRef(false);

  const track = useCallback(
    (event: ReservationEvent, required = cardRequired.current) =>
      void sendAnalyticsEvent(reservationEventName(event, required), { merchantId, memberId }),
    [merchantId, memberId],
  );

  const availability = useQuery({
    queryKey: ['reservations', 'availability', merchantId, search.date, search.time, search.partySize, search.seq],
    queryFn: async ({ signal }): Promise<Availability> => {
      const searchEvent = search.kind === 'default' ? 'reservation_default_search' : 'reservation_user_search';
      try {
        const answer = await getAvailability({ merchantId, ...search }, signal);
        cardRequired.current = answer.cardRequired;
        track(searchEvent);
        if (answer.slots.length === 0) track('reservation_no_availability');
        return answer;
      } catch (error) {
        track(searchEvent);
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const searchFor = useCallback((criteria: SearchCriteria) => {
    setStep({ name: 'choosing' });
    setReturning(false);
    setSearch((previous) => ({ ...criteria, kind: 'user', seq: previous.seq + 1 }));
  }, []);

  /** The same search again (after a refusal or a booking): the times as they are now, focus on them. */
  const searchAgain = useCallback(() => {
    searchFor(search);
    setReturning(true);
  }, [search, searchFor]);

  const request = (slot: ReservationSlot, hold: ReservationHold | null) => ({
    merchantId,
    date: search.date,
    time: slot.time,
    partySize: search.partySize,
    slot: slot.slot,
    ...(hold ? { holdId: hold.holdId } : {}),
  });

  const refuse = (slot: ReservationSlot, hold: ReservationHold | null, error: unknown) => {
    const refusal = refusalOf(error);
    track('reservation_booking_failure');
    if (refusal === 'failed_dependency') track('reservation_failed_dependency');
    setStep({ name: 'refused', slot, refusal, hold });
  };

  const hold = async (slot: ReservationSlot) => {
    setStep({ name: 'holding', slot });
    try {
      setStep({ name: 'confirming', slot, hold: await placeHold(request(slot, null)) });
    } catch (error) {
      refuse(slot, null, error);
    }
  };

  const choose = (slot: ReservationSlot) => {
    setReturning(false);
    track('reservation_slot_selected');
    if (booker === 'visitor') {
      track('reservation_login_prompt');
      onVisitorChoice?.({ date: search.date, time: slot.time, partySize: search.partySize });
      setStep({ name: 'signIn', slot });
    } else if (booker === 'memberWithoutCard' && cardRequired.current) {
      setStep({ name: 'linkCard', slot });
    } else {
      void hold(slot);
    }
  };

  const book = async (slot: ReservationSlot, held: ReservationHold) => {
    track('reservation_user_submit');
    setStep({ name: 'booking', slot, hold: held });
    try {
      const reservation = await bookReservation(request(slot, held));
      track('reservation_booking_success');
      setStep({ name: 'booked', reservation });
    } catch (error) {
      refuse(slot, held, error);
    }
  };

  const complete = () => {
    if (step.name === 'confirming') void book(step.slot, step.hold);
  };

  /** Tries the refused step again: the booking with its hold, or the hold. */
  const retry = () => {
    if (step.name !== 'refused') return;
    if (step.hold) void book(step.slot, step.hold);
    else void hold(step.slot);
  };

  const backToTimes = () => {
    setStep({ name: 'choosing' });
    setReturning(true);
  };

  /** The view has moved the focus back to the times. */
  const returned = useCallback(() => setReturning(false), []);

  return {
    search,
    availability,
    step,
    returning,
    searchFor,
    searchAgain,
    choose,
    complete,
    retry,
    backToTimes,
    returned,
  };
}

export type ReservationFlow = ReturnType<typeof useReservationFlow>;
