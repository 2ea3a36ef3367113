import type { Card } from '@forkpoint/shared/contracts/cards';
import { CARD_MESSAGES } from '../lib/card-messages';

export interface PartnerCardOptionsProps {
  cards: readonly Card[];
  selectedIds: readonly string[];
  disabledIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * The partner-loaded cards as checkboxes labelled 'Card ending in {lastFour}' (spec part 2 §2). At the
 * maximum the unselected ones are disabled; the form shows why.
 */
export function PartnerCardOptions({ cards, selectedIds, disabledIds, onToggle }: PartnerCardOptionsProps) {
  return (
    <fieldset className="partner-cards">
      <legend className="form-field__label">Cards your program has on file for you</legend>
      <ul className="partner-cards__list">
        {cards.map((card) => {
          const id = `partner-card-${card.id}`;
          return (
            <li key={card.id} className="form-field form-field--checkbox">
              <input
                id={id}
                type="checkbox"
                className="form-field__checkbox"
                checked={selectedIds.includes(card.id)}
                disabled={disabledIds.has(card.id)}
                onChange={() => onToggle(card.id)}
              />
              <label htmlFor={id} className="form-field__label form-field__label--inline">
                {CARD_MESSAGES.partnerCardLabel(card.lastFour)}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
