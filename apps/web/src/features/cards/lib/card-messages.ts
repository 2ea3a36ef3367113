import { MAX_LINKED_CARDS } from '@forkpoint/shared/constants';

/**
 * What the cards pages say (spec part 2 §2, §8 Cards and loading notes). The quoted strings are the
 * spec's, word for word; the others are ours where the spec gives only their meaning ("wording not shown").
 */
export const CARD_MESSAGES = {
  deleted: (lastFour: string) => `Your card ending in ${lastFour} has been deleted.`,
  deleteFailed: (lastFour: string) => `Your card ending in ${lastFour} can not be deleted, please try again later.`,
  linked: (lastFour: string) => `Your card ending in ${lastFour} has been linked.`,
  partnerCardLabel: (lastFour: string) => `Card ending in ${lastFour}`,
  terms: 'Linking a card and authorizing activity monitoring is required to complete and earn rewards.',
  /** The server's own message for missing terms (contracts/cards.ts linkCardsRequestSchema). */
  termsRequired: 'Please accept the card terms to link a card.',
  /** The frame's message for an empty number (part 2 §5), when a typed card is required and none was typed. */
  numberRequired: 'Please enter your credit card number.',

  // Outcome messages (part 2 §8 "no cards linked, some cards linked, all cards linked").
  allLinked: 'All of your cards have been linked.',
  someLinked: 'Some of your cards were linked. The cards below were not:',
  noneLinked: 'No cards were linked.',
  /** The toast of a partial outcome, which points at the form's lines. */
  someNotLinked: 'Some of your cards were not linked; the form says why.',

  // The maximum (part 2 §2, §9).
  maxSelected: 'The maximum number of cards has been selected.',
  overMaximum: 'You chose more cards than you can link. Uncheck a card or clear the card number.',
  maxReached: `You have linked the maximum of ${MAX_LINKED_CARDS} cards. Delete a card to link another.`,
  remaining: (count: number) => `You can link ${count} more ${count === 1 ? 'card' : 'cards'}.`,

  // Loading notes (part 2 §8).
  loadingPartnerCards: 'Do not refresh, loading partner cards',
  deletingNote: 'Do not refresh, deleting a linked card',
  deleting: 'Deleting...',
  linking: 'Do not refresh.',

  // Moving a card from another dining program (docs/decisions/0009).
  moveTitle: 'This card earns in another dining program',
  moveConfirm: (lastFour: string) => `Move card ending in ${lastFour} here`,
  moveDecline: 'Keep it there',
} as const;
