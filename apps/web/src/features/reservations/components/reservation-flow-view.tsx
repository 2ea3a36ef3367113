import { useEffect, useRef, type ReactNode } from 'react';
import type { Availability } from '@forkpoint/shared/contracts/reservations';
import type { Booker, ReservationFlow } from '../hooks/use-reservation-flow';
import { timeWords } from '../lib/reservation-dates';
import { availabilityWords, refusalWords, type OutcomeContext } from '../lib/reservation-words';
import type { ReservationRestaurant } from '../lib/reservation-restaurant';
import { ReservationBooked } from './reservation-booked';
import { ReservationConfirm } from './reservation-confirm';
import { ReservationNoTimes, ReservationRefused } from './reservation-outcome';
import { ReservationPrompt } from './reservation-prompt';
import { ReservationTimes } from './reservation-times';

export interface ReservationFlowViewProps {
  flow: ReservationFlow;
  booker: Booker;
  restaurant: ReservationRestaurant;
  bonusCopy: string | null;
  canJoin: boolean;
  now: () => Date;
}

/** Said while the search runs. */
export const SEARCHING_MESSAGE = 'Finding tables…';
/** The search itself failed (not an outcome): the member can ask again. */
export const SEARCH_FAILED_MESSAGE = "We couldn't check for tables just now. Please try again.";

interface View {
  /** The status line, announced in the live region. */
  status: string;
  /** The step draws its own words: the line is for screen readers only. */
  ownWords?: boolean;
  body: ReactNode;
}

/** The step of a search that answered: its times, the confirmation, the booking, or how it ended. */
function answeredView(answer: Availability, props: ReservationFlowViewProps): View {
  const { flow, booker, restaurant, bonusCopy, canJoin, now } = props;
  const { search, step } = flow;
  const context: OutcomeContext = {
    restaurant: restaurant.name,
    date: search.date,
    time: search.time,
    partySize: search.partySize,
    limits: answer.limits,
    now: now(),
    timeZone: answer.timeZone,
  };
  const handlers = { phone: restaurant.phone, onRetry: flow.retry, onOtherTimes: flow.searchAgain };
  const words = availabilityWords(answer.outcome, answer.slots.length, context);

  switch (step.name) {
    case 'choosing':
    case 'holding':
    case 'signIn':
    case 'linkCard':
      if (answer.slots.length === 0)
        return { status: words.summary, body: <ReservationNoTimes words={words} {...handlers} /> };
      return {
        status: step.name === 'holding' ? `Holding ${timeWords(step.slot.time)} for you…` : words.summary,
        // The times' own heading names the day and party: the count is for screen readers.
        ownWords: true,
        body: (
          <>
            {answer.cardRequired ? (
              <p className="reservation-card-note">
                {booker === 'cardMember'
                  ? `${restaurant.name} secures reservations with your linked card.`
                  : `${restaurant.name} secures reservations with a card: you'll need one linked to your account.`}
              </p>
            ) : null}
            <ReservationTimes
              slots={answer.slots}
              date={search.date}
              time={search.time}
              partySize={search.partySize}
              chosen={step.name === 'choosing' ? null : step.slot.slot}
              busy={step.name === 'holding'}
              onChoose={flow.choose}
            />
            {step.name === 'signIn' || step.name === 'linkCard' ? (
              <ReservationPrompt
                kind={step.name}
                time={step.slot.time}
                cardRequired={answer.cardRequired}
                canJoin={canJoin}
                onBack={flow.backToTimes}
              />
            ) : null}
          </>
        ),
      };
    case 'confirming':
    case 'booking':
      return {
        status: step.name === 'booking' ? 'Booking your table…' : `${timeWords(step.slot.time)} is held for you.`,
        ownWords: true,
        body: (
          <ReservationConfirm
            restaurant={restaurant.name}
            date={search.date}
            time={step.slot.time}
            partySize={search.partySize}
            bonusCopy={bonusCopy}
            cardRequired={answer.cardRequired}
            booking={step.name === 'booking'}
            onComplete={flow.complete}
            onChange={flow.backToTimes}
          />
        ),
      };
    case 'booked':
      return {
        status: `You're booked. Confirmation number ${step.reservation.confirmationNumber}.`,
        ownWords: true,
        body: (
          <ReservationBooked
            reservation={step.reservation}
            hasBonus={bonusCopy !== null}
            onBookAnother={flow.searchAgain}
          />
        ),
      };
    case 'refused': {
      const refused = refusalWords(step.refusal, context);
      return { status: refused.summary, ownWords: true, body: <ReservationRefused words={refused} {...handlers} /> };
    }
  }
}

/**
 * What the widget shows under its inputs for the flow's step, with one status line announced in a live
 * region: the search's answer, the progress of a hold or booking, and how it ended.
 */
export function ReservationFlowView(props: ReservationFlowViewProps) {
  const { availability, returning, returned, step } = props.flow;
  const container = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // Back to the times from a step that held the focus: onto the times' heading, or the answer when none.
  useEffect(() => {
    if (!returning || availability.isPending || step.name !== 'choosing') return;
    const times = container.current?.querySelector<HTMLElement>('.reservation-times__label');
    (times ?? statusRef.current)?.focus();
    returned();
  }, [returning, availability.isPending, step.name, returned]);

  let view: View;
  if (availability.isPending) {
    view = { status: SEARCHING_MESSAGE, body: null };
  } else if (availability.isError) {
    view = {
      status: SEARCH_FAILED_MESSAGE,
      body: (
        <button type="button" className="button button--v2" onClick={props.flow.searchAgain}>
          Try again
        </button>
      ),
    };
  } else {
    view = answeredView(availability.data, props);
  }

  return (
    <div className="reservation-flow" ref={container}>
      <p
        ref={statusRef}
        tabIndex={-1}
        className={view.ownWords ? 'visually-hidden' : 'reservation-status'}
        role="status"
      >
        {availability.isPending ? <span className="reservation-status__ring" aria-hidden="true" /> : null}
        {view.status}
      </p>
      {view.body}
    </div>
  );
}
