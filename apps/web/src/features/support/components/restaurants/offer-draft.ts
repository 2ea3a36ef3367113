import { DAYS_OF_WEEK, type DayOfWeek } from '@forkpoint/shared/contracts/merchant-constants';
import type { ConsoleOffer, OfferInput } from '@forkpoint/shared/contracts/support-restaurants';

/** The offer form's text fields and what it sends; the server's contract (offerInputSchema) has the last word. */

/** What an offer pays: a multiplier of the rate, or a fixed amount on top of it (decision 0040). */
export type OfferKind = 'multiplier' | 'fixedAmount';

export interface OfferDraft {
  type: 'Unlimited' | 'Limited';
  title: string;
  description: string;
  days: DayOfWeek[];
  kind: OfferKind;
  multiplier: string;
  /** Reward units: miles or points, cents in cash-back programs. */
  fixedAmount: string;
  startsOn: string;
  endsOn: string;
  from: string;
  until: string;
  minimum: string;
  uses: string;
  budget: string;
  forBrand: boolean;
}

/** A number typed in a field, or null when blank; a non-number is sent as NaN for the server to refuse. */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

export const EMPTY_OFFER: OfferDraft = {
  type: 'Unlimited',
  title: '',
  description: '',
  days: [...DAYS_OF_WEEK],
  kind: 'multiplier',
  multiplier: '2',
  fixedAmount: '',
  startsOn: '',
  endsOn: '',
  from: '',
  until: '',
  minimum: '',
  uses: '',
  budget: '',
  forBrand: false,
};

export function draftOfOffer(offer: ConsoleOffer): OfferDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    type: offer.type,
    title: offer.title,
    description: offer.description,
    days: [...offer.daysOfWeek],
    kind: offer.fixedAmount !== null ? 'fixedAmount' : 'multiplier',
    multiplier: text(offer.earnMultiplier),
    fixedAmount: text(offer.fixedAmount),
    startsOn: offer.startsOn ?? '',
    endsOn: offer.endsOn ?? '',
    from: offer.hours?.from ?? '',
    until: offer.hours?.until ?? '',
    minimum: text(offer.minimumSpendDollars),
    uses: text(offer.usesPerMember),
    budget: text(offer.budgetDollars),
    forBrand: false,
  };
}

export function inputOfDraft(draft: OfferDraft): OfferInput {
  const multiplier = numberOrNull(draft.multiplier);
  const fixedAmount = numberOrNull(draft.fixedAmount);
  // JSON has no NaN: a blank or wrong number goes as 0, which the server refuses with its message.
  const sent = (value: number | null) => (value === null || Number.isNaN(value) ? 0 : value);
  return {
    type: draft.type,
    title: draft.title,
    description: draft.description,
    daysOfWeek: DAYS_OF_WEEK.filter((day) => draft.days.includes(day)),
    // Only the chosen kind is sent: the other stays null (the contract takes exactly one).
    earnMultiplier: draft.kind === 'multiplier' ? sent(multiplier) : null,
    fixedAmount: draft.kind === 'fixedAmount' ? sent(fixedAmount) : null,
    startsOn: draft.startsOn || null,
    endsOn: draft.endsOn || null,
    hours: draft.from || draft.until ? { from: draft.from, until: draft.until } : null,
    minimumSpendDollars: numberOrNull(draft.minimum),
    usesPerMember: draft.type === 'Limited' ? numberOrNull(draft.uses) : null,
    budgetDollars: numberOrNull(draft.budget),
  };
}
