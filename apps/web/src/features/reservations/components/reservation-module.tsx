import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RESERVATION_RULES } from '@forkpoint/shared/contracts/reservation-constants';
import { useCurrentMember, type ViewerKind } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { useReservationFlow, type Booker, type SearchCriteria } from '../hooks/use-reservation-flow';
import type { ReservationRestaurant } from '../lib/reservation-restaurant';
import { dateWindow, isGridTime, isInWindow, PARTY_SIZE_OPTIONS, type DateWindow } from '../lib/reservation-dates';
import { ReservationFlowView } from './reservation-flow-view';
import { ReservationSearchForm } from './reservation-search-form';
import '@/components/form/form.css';
import './reservations.css';

export type { ReservationRestaurant };

export interface ReservationModuleProps {
  restaurant: ReservationRestaurant;
  /** The partner's reservation bonus copy (tokens filled in) where it gives one (hasReservationBonus), else null. */
  bonusCopy: string | null;
  /** "Today", for the date window; tests fix it. */
  now?: () => Date;
}

/** The page URL keeps a visitor's search, so signing in returns to it (see onVisitorChoice). */
const PARAMS = { date: 'date', time: 'time', partySize: 'partySize' } as const;

/** The search the page URL names, where it is a valid one; otherwise the defaults (today, 19:00, 2). */
function initialCriteria(params: URLSearchParams, window: DateWindow): SearchCriteria {
  const date = params.get(PARAMS.date) ?? '';
  const time = params.get(PARAMS.time) ?? '';
  const partySize = Number(params.get(PARAMS.partySize));
  return {
    date: isInWindow(date, window) ? date : window.today,
    time: isGridTime(time) ? time : RESERVATION_RULES.defaultTime,
    partySize: PARTY_SIZE_OPTIONS.includes(partySize) ? partySize : RESERVATION_RULES.defaultPartySize,
  };
}

function bookerOf(kind: ViewerKind): Booker {
  switch (kind) {
    case 'visitor':
      return 'visitor';
    case 'cardMember':
      return 'cardMember';
    case 'nonCardMember':
    case 'closedAccount':
      return 'memberWithoutCard';
  }
}

/**
 * The reservation module of the merchant page (spec part 2 §2, §4): date, time and party size, a default
 * search on load, the available times, a hold while the member confirms, the booking and every outcome.
 * Loaded as its own chunk when a restaurant takes reservations (app/routes/merchant-route.tsx).
 */
export function ReservationModule({ restaurant, bonusCopy, now = () => new Date() }: ReservationModuleProps) {
  const { member, kind } = useCurrentMember();
  const partner = usePartner();
  const [params, setParams] = useSearchParams();
  // The window and the first search are fixed when the widget opens.
  const [window] = useState(() => dateWindow(now()));
  const initial = useMemo(() => initialCriteria(params, window), []); // eslint-disable-line react-hooks/exhaustive-deps

  const flow = useReservationFlow({
    merchantId: restaurant.merchantId,
    booker: bookerOf(kind),
    memberId: member?.publicId ?? null,
    initial,
    onVisitorChoice: (criteria) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PARAMS.date, criteria.date);
          next.set(PARAMS.time, criteria.time);
          next.set(PARAMS.partySize, String(criteria.partySize));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
  });
  const booker = bookerOf(kind);
  const { name } = flow.step;
  // Confirming and booked are a step of their own: the search comes back with "Change time" or "Book another".
  const searching = name !== 'confirming' && name !== 'booking' && name !== 'booked';

  return (
    <div className="reservation-module">
      {searching ? (
        <ReservationSearchForm
          initial={flow.search}
          window={window}
          busy={name === 'holding'}
          onSearch={flow.searchFor}
        />
      ) : null}
      <ReservationFlowView
        flow={flow}
        booker={booker}
        restaurant={restaurant}
        bonusCopy={bonusCopy}
        canJoin={partner.enrollmentType === 'direct'}
        now={now}
      />
    </div>
  );
}
