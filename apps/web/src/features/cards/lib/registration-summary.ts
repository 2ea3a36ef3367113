import {
  cardRegistrationOutcome,
  formatCardRegistrationLine,
  type CardRegistrationOutcome,
} from '@forkpoint/shared/cards/index';
import type { CardRegistrationEntry } from '@forkpoint/shared/contracts/cards';
import { CARD_MESSAGES } from './card-messages';

/** The code the server answers for a card linked in another program, which may move here once confirmed. */
export const PROGRAM_MOVE_CODE = 'CARD_IN_OTHER_PROGRAM';

export interface RegistrationSummary {
  outcome: CardRegistrationOutcome;
  headline: string;
  /** 'Your card ending in {lastFour} has been linked.' for each linked card. */
  linked: string[];
  /** '{description} ending in {lastFour} - {code}: {message}' for each card that was not (part 2 §4). */
  failures: string[];
  /** Positions (in request order) of the cards that may move here from another program. */
  movable: number[];
  /** Last four of the movable cards, for the confirm buttons. */
  movableLastFour: string[];
}

/**
 * What a card registration answer means to the member (spec part 2 §4 Card registration): all linked,
 * some linked, or none linked, with the per-card lines. Entries come one per card in request order.
 */
export function summarizeRegistration(entries: readonly CardRegistrationEntry[]): RegistrationSummary {
  const outcome = cardRegistrationOutcome(entries);
  const linked: string[] = [];
  const failures: string[] = [];
  const movable: number[] = [];
  const movableLastFour: string[] = [];
  entries.forEach(({ memberCard, error }, index) => {
    if (!error) {
      linked.push(CARD_MESSAGES.linked(memberCard.lastFour));
      return;
    }
    failures.push(
      formatCardRegistrationLine({
        description: memberCard.description,
        lastFour: memberCard.lastFour,
        code: error.code,
        message: error.message,
      }),
    );
    if (error.code === PROGRAM_MOVE_CODE) {
      movable.push(index);
      movableLastFour.push(memberCard.lastFour);
    }
  });
  return { outcome, headline: headlineOf(outcome, linked), linked, failures, movable, movableLastFour };
}

function headlineOf(outcome: CardRegistrationOutcome, linked: readonly string[]): string {
  if (outcome === 'all') return linked.length === 1 ? (linked[0] ?? CARD_MESSAGES.allLinked) : CARD_MESSAGES.allLinked;
  return outcome === 'some' ? CARD_MESSAGES.someLinked : CARD_MESSAGES.noneLinked;
}

/** The success toast: each linked card's own sentence. */
export const linkedToastText = (summary: RegistrationSummary) => summary.linked.join(' ');
