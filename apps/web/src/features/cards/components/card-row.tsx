import type { Card } from '@forkpoint/shared/contracts/cards';
import { CARD_MESSAGES } from '../lib/card-messages';
import { cardDetail, linkedSince } from '../lib/card-display';

export interface CardRowProps {
  card: Card;
  deleting: boolean;
  /** Another card is being deleted: one deletion at a time. */
  busy: boolean;
  onDelete: (card: Card) => void;
}

/** One linked card: description, brand and last four, since when it is linked, and its delete control. */
export function CardRow({ card, deleting, busy, onDelete }: CardRowProps) {
  const since = linkedSince(card.linkedAt);
  return (
    <li className={`card-row${deleting ? ' card-row--deleting' : ''}`} aria-busy={deleting}>
      <div className="card-row__facts">
        <span className="card-row__description">{card.description}</span>
        <span className="card-row__detail">{cardDetail(card)}</span>
        {since && card.linkedAt ? (
          <time className="card-row__since" dateTime={card.linkedAt}>
            {since}
          </time>
        ) : null}
      </div>
      {deleting ? (
        <span className="card-row__deleting">
          <span className="card-row__spinner" aria-hidden="true" />
          {CARD_MESSAGES.deleting}
        </span>
      ) : (
        <button
          type="button"
          className="button button--v2 card-row__delete"
          // The visible word leads the name (label in name); the rest says which card.
          aria-label={`Delete ${card.description} ${cardDetail(card)}`}
          // aria-disabled, not disabled: the button keeps focus while another card is being deleted.
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onDelete(card);
          }}
        >
          Delete
        </button>
      )}
    </li>
  );
}
