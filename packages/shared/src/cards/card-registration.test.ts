import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardRegistrationOutcome, formatCardRegistrationLine, remainingCardSlots } from './card-registration';

describe('card registration outcomes (part 2 §4, §8)', () => {
  it("writes a failed card's line as '{description} ending in {lastFour} - {code}: {message}'", () => {
    expect(
      formatCardRegistrationLine({
        description: 'Visa',
        lastFour: '1111',
        code: 'CARD_LINKED',
        message: 'This card is already linked.',
      }),
    ).toBe('Visa ending in 1111 - CARD_LINKED: This card is already linked.');
  });

  it('calls the result all, some or none from the per-card errors', () => {
    const ok = { error: null };
    const failed = { error: { code: 'X', message: 'no' } };
    expect(cardRegistrationOutcome([ok, ok])).toBe('all');
    expect(cardRegistrationOutcome([ok, failed])).toBe('some');
    expect(cardRegistrationOutcome([failed, failed])).toBe('none');
    expect(cardRegistrationOutcome([])).toBe('none');
  });

  it('is "all" exactly when no card failed and "none" exactly when every card failed', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (fails) => {
        const outcome = cardRegistrationOutcome(fails.map((f) => ({ error: f ? { code: 'E', message: 'm' } : null })));
        expect(outcome === 'all').toBe(fails.every((f) => !f));
        expect(outcome === 'none').toBe(fails.every((f) => f));
      }),
    );
  });

  it('counts the remaining selectable cards down to zero, never below', () => {
    expect(remainingCardSlots(12, 3, 2)).toBe(7);
    expect(remainingCardSlots(12, 12, 0)).toBe(0);
    expect(remainingCardSlots(12, 11, 3)).toBe(0);
  });
});
