import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import type { OutcomeWords } from '../lib/reservation-words';

export interface OutcomeHandlers {
  /** The restaurant's phone number, for "call the restaurant". */
  phone: string | null;
  onRetry: () => void;
  onOtherTimes: () => void;
}

/** The words' action: call the restaurant, link a card, try again or see other times. */
function OutcomeAction({ words, phone, onRetry, onOtherTimes }: OutcomeHandlers & { words: OutcomeWords }) {
  switch (words.action) {
    case 'call':
      return phone ? (
        <a className="button button--v2" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          Call {phone}
        </a>
      ) : (
        <p className="reservation-step__note">The restaurant&apos;s details are on this page.</p>
      );
    case 'linkCard':
      return (
        <Link className="button button--v1" to={paths.addCard.getHref()}>
          Link a card
        </Link>
      );
    case 'retry':
      return (
        <button type="button" className="button button--v1" onClick={onRetry}>
          Try again
        </button>
      );
    case 'otherTimes':
      return (
        <button type="button" className="button button--v1" onClick={onOtherTimes}>
          See other times
        </button>
      );
    case null:
      return null;
  }
}

/**
 * Why a search has no times to offer (none available, party too small or too large, too far ahead, too
 * close): the summary is the widget's live status line; this adds what to do next.
 */
export function ReservationNoTimes({ words, ...handlers }: OutcomeHandlers & { words: OutcomeWords }) {
  return (
    <div className="reservation-outcome">
      {words.next ? <p className="reservation-outcome__next">{words.next}</p> : null}
      <OutcomeAction words={words} {...handlers} />
    </div>
  );
}

/**
 * A hold or booking the server refused (overlap, deactivated, the card provider not answering, the rest):
 * it replaces the step the member was on, so it takes the focus.
 */
export function ReservationRefused({ words, ...handlers }: OutcomeHandlers & { words: OutcomeWords }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="reservation-step reservation-outcome reservation-outcome--refused">
      <h3 ref={headingRef} tabIndex={-1} className="reservation-step__title">
        Not booked
      </h3>
      <p className="reservation-outcome__summary">{words.summary}</p>
      {words.next ? <p className="reservation-outcome__next">{words.next}</p> : null}
      <div className="reservation-step__actions">
        <OutcomeAction words={words} {...handlers} />
        {words.action !== 'otherTimes' ? (
          <button type="button" className="reservation-link-button" onClick={handlers.onOtherTimes}>
            Back to times
          </button>
        ) : null}
      </div>
    </div>
  );
}
