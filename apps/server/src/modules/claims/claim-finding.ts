/**
 * What a claim's finding says to the member (issue 14, item 6): the feed's own reasons (matching.ts) in the
 * member's words, and the engine's other answers.
 */
const REASON_WORDS: Record<string, string> = {
  'unknown card': 'The card network has not told us about this card. Our support team will look into it.',
  'card linked after the purchase':
    'This card was linked after the purchase: only purchases made after linking a card earn.',
  'card unlinked before the purchase': 'This card was no longer linked to your account on the day of the purchase.',
  'member closed': 'Your account was closed on the day of the purchase.',
  'unknown merchant': 'The card network named a restaurant we do not know. Our support team will look into it.',
  "merchant not in the member's program": 'This restaurant is not part of your program.',
  'not a benefit day': 'The restaurant does not offer rewards on the day of the week you dined.',
  // Events matched before the visit limit became an earn rule (a visit past it now matches and is Forfeit).
  'visit limit reached': 'You had already reached the monthly visit limit at this restaurant.',
};

export const CLAIM_FINDINGS = {
  earned: 'We found this purchase and it is in your activity, with its reward.',
  notInProgram: REASON_WORDS["merchant not in the member's program"]!,
  notBenefitDay: REASON_WORDS['not a benefit day']!,
  waiting:
    'We have not received this purchase from the card network yet. Our support team will look into it and reply here.',
} as const;

export function findingForReason(reason: string): string {
  return REASON_WORDS[reason] ?? CLAIM_FINDINGS.waiting;
}

/** Reasons a support agent still has to look at, though the engine knows them. */
export const REASONS_FOR_SUPPORT = new Set(['unknown card', 'unknown merchant']);
