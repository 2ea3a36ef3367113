import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { timeWords } from '../lib/reservation-dates';

/**
 * What stands between a chosen time and a booking: signing in (a visitor), or linking a card (a member
 * without one, where the restaurant secures tables with a card). The sign-in link leaves this page, which
 * the app remembers as where signing in returns (app/layout/session-control.tsx).
 */
export function ReservationPrompt({
  kind,
  time,
  cardRequired,
  canJoin,
  onBack,
}: {
  kind: 'signIn' | 'linkCard';
  time: string;
  cardRequired: boolean;
  /** The partner enrolls members here (direct enrollment): a join link beside sign-in. */
  canJoin: boolean;
  onBack: () => void;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="reservation-step reservation-prompt">
      <h3 ref={headingRef} tabIndex={-1} className="reservation-step__title">
        {kind === 'signIn' ? `Sign in to book ${timeWords(time)}` : 'Link a card to book'}
      </h3>
      {kind === 'signIn' ? (
        <p>
          Reservations are for members. Sign in and you&apos;ll come back here to finish booking.
          {cardRequired ? ' This restaurant secures reservations with a card, so you need a linked card too.' : ''}
        </p>
      ) : (
        <p>Link a card to your account, then come back here to book {timeWords(time)}.</p>
      )}
      <div className="reservation-step__actions">
        {kind === 'signIn' ? (
          <>
            <Link className="button button--v1" to={paths.login.getHref()}>
              Sign in
            </Link>
            {canJoin ? (
              <Link className="button button--v2" to={paths.join.getHref()}>
                Join
              </Link>
            ) : null}
          </>
        ) : (
          <Link className="button button--v1" to={paths.addCard.getHref()}>
            Link a card
          </Link>
        )}
        <button type="button" className="reservation-link-button" onClick={onBack}>
          Back to times
        </button>
      </div>
    </div>
  );
}
