import { describe, expect, it } from 'vitest';
import type { CardRegistrationEntry } from '@forkpoint/shared/contracts/cards';
import { CARD_MESSAGES } from './card-messages';
import { linkedToastText, summarizeRegistration } from './registration-summary';

const linked = (lastFour: string): CardRegistrationEntry => ({
  memberCard: { id: `mc_${lastFour}`, cardType: 'visa', lastFour, description: 'Visa', partnerCardId: null },
  error: null,
});
const failed = (
  lastFour: string,
  code: string,
  message: string,
  description = 'Mastercard',
): CardRegistrationEntry => ({
  memberCard: { id: null, cardType: 'mastercard', lastFour, description, partnerCardId: null },
  error: { code, message },
});

describe('a card registration answer, as the member reads it', () => {
  it('says the one linked card was linked', () => {
    const summary = summarizeRegistration([linked('1111')]);
    expect(summary).toMatchObject({
      outcome: 'all',
      headline: 'Your card ending in 1111 has been linked.',
      failures: [],
    });
    expect(linkedToastText(summary)).toBe('Your card ending in 1111 has been linked.');
  });

  it('says all cards were linked, naming each', () => {
    const summary = summarizeRegistration([linked('1111'), linked('2222')]);
    expect(summary.headline).toBe(CARD_MESSAGES.allLinked);
    expect(summary.linked).toEqual([
      'Your card ending in 1111 has been linked.',
      'Your card ending in 2222 has been linked.',
    ]);
  });

  it("gives some linked cards the partial message and each failure the line '{description} ending in {lastFour} - {code}: {message}'", () => {
    const summary = summarizeRegistration([
      linked('1111'),
      failed('4444', 'CARD_ALREADY_LINKED', 'This card is already linked to your account.', 'Ostrand Rewards Card'),
    ]);
    expect(summary.outcome).toBe('some');
    expect(summary.headline).toBe(CARD_MESSAGES.someLinked);
    expect(summary.failures).toEqual([
      'Ostrand Rewards Card ending in 4444 - CARD_ALREADY_LINKED: This card is already linked to your account.',
    ]);
    expect(summary.movable).toEqual([]);
  });

  it('says none were linked, with the lines, and marks the cards that may move from another program', () => {
    const summary = summarizeRegistration([
      failed('4444', 'CARD_NUMBER_INVALID', 'Card must be Visa® with registered marks.'),
      failed('5555', 'CARD_IN_OTHER_PROGRAM', 'This card already earns rewards in another dining program.'),
    ]);
    expect(summary).toMatchObject({ outcome: 'none', headline: CARD_MESSAGES.noneLinked, linked: [] });
    expect(summary.failures).toHaveLength(2);
    expect(summary.movable).toEqual([1]);
    expect(summary.movableLastFour).toEqual(['5555']);
  });
});
