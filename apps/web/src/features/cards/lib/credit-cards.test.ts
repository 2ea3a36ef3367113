import { describe, expect, it } from 'vitest';
import type { Card } from '@forkpoint/shared/contracts/cards';
import {
  buildCreditCards,
  dropCardsWithoutLastFour,
  offeredPartnerCards,
  withProgramMoveConfirmed,
} from './credit-cards';

const partnerCard = (id: string, lastFour: string, partnerCardId = `p-${id}`): Card => ({
  id,
  cardType: 'visa',
  lastFour,
  description: 'Visa',
  partnerCardId,
  linkedAt: null,
});
const typed = { encryptedCardNumber: 'QUJD', keyId: 'cv1_key00001', lastFour: '4242', cardType: 'visa' as const };

describe('the creditCards of a link request', () => {
  it('names chosen partner-loaded cards by id and the typed card by its ciphertext, never more', () => {
    const cards = buildCreditCards([partnerCard('a', '1111'), partnerCard('b', '2222')], ['b'], typed);
    expect(cards).toEqual([
      { cardId: 'b', lastFour: '2222', cardType: 'visa' },
      { encryptedCardNumber: 'QUJD', keyId: 'cv1_key00001', lastFour: '4242', cardType: 'visa' },
    ]);
  });

  it("names a card typed into a provider's hosted fields by its token only", () => {
    const tokenized = { cardToken: 'tok_sti_abcdefgh', lastFour: '4444', cardType: 'mastercard' as const };
    expect(buildCreditCards([], [], tokenized)).toEqual([
      { cardToken: 'tok_sti_abcdefgh', lastFour: '4444', cardType: 'mastercard' },
    ]);
  });

  it('drops cards without a lastFour (re-enrollment, part 2 §2)', () => {
    expect(dropCardsWithoutLastFour([{ lastFour: '1111' }, { lastFour: '' }, { lastFour: null }, {}])).toEqual([
      { lastFour: '1111' },
    ]);
  });

  it('sends moved cards again with confirmProgramMove', () => {
    expect(withProgramMoveConfirmed([{ cardId: 'a', lastFour: '1111', cardType: 'visa' }])).toEqual([
      { cardId: 'a', lastFour: '1111', cardType: 'visa', confirmProgramMove: true },
    ]);
  });

  it('offers only partner-loaded cards not linked since the list was fetched', () => {
    const linked = [{ ...partnerCard('mc_1', '1111', 'p-a'), linkedAt: '2026-01-01T00:00:00.000Z' }];
    expect(offeredPartnerCards([partnerCard('a', '1111'), partnerCard('b', '2222')], linked).map((c) => c.id)).toEqual([
      'b',
    ]);
  });
});
