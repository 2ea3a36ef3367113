import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_TYPES, type CardTypeCode } from '../constants';
import { acceptedBrandsPhrase, cardBrandsMessage, cardNumberProblem, checkCardNumber } from './card-number';
import { withLuhnCheckDigit } from './luhn';

const ALL = [...CARD_TYPES];
const VISA = '4111111111111111';
const AMEX = '378282246310005';
const EMPTY = 'Please enter your credit card number.';

describe('the card number field (part 2 §5)', () => {
  it('asks for a number when nothing (or only spaces) is typed', () => {
    expect(cardNumberProblem('', ALL)).toBe(EMPTY);
    expect(cardNumberProblem('   ', ALL)).toBe(EMPTY);
  });

  it('writes the accepted brands with registered marks into the brands message', () => {
    expect(cardBrandsMessage(ALL)).toBe(
      'Card must be Visa®, Mastercard®, American Express® or Discover® with registered marks.',
    );
    expect(cardBrandsMessage(['VISA', 'MAST'])).toBe('Card must be Visa® or Mastercard® with registered marks.');
    expect(cardBrandsMessage(['AMEX'])).toBe('Card must be American Express® with registered marks.');
  });

  it('lists brands in the same order whatever order the partner setting has', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ALL, { minLength: 1 }), (accepted) => {
        const sorted = ALL.filter((code) => accepted.includes(code));
        expect(acceptedBrandsPhrase(accepted)).toBe(acceptedBrandsPhrase(sorted));
      }),
    );
  });

  it('gives the brands message for a wrong check digit', () => {
    expect(cardNumberProblem('4111111111111112', ALL)).toBe(cardBrandsMessage(ALL));
  });

  it('gives the brands message for a brand the partner does not accept', () => {
    const visaOnly: CardTypeCode[] = ['VISA'];
    expect(cardNumberProblem(AMEX, visaOnly)).toBe('Card must be Visa® with registered marks.');
    expect(cardNumberProblem(VISA, visaOnly)).toBeNull();
  });

  it('gives the brands message for a number no brand rule matches', () => {
    expect(cardNumberProblem(withLuhnCheckDigit('3530111333300000'.slice(0, 15)), ALL)).toBe(cardBrandsMessage(ALL));
    expect(cardNumberProblem('4111-1111-1111-111a', ALL)).toBe(cardBrandsMessage(ALL));
  });

  it('accepts a valid number typed with spaces or hyphens and reports its brand and last four', () => {
    const result = checkCardNumber('4111 1111-1111 1111', ALL);
    expect(result).toMatchObject({ ok: true, digits: VISA, lastFour: '1111', brand: { code: 'VISA', type: 'visa' } });
  });

  it('accepts every Luhn-valid Visa number and refuses it when the partner drops Visa', () => {
    const payload = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 })
      .map((d) => `4${d.join('')}`);
    fc.assert(
      fc.property(payload, (p) => {
        const number = withLuhnCheckDigit(p);
        expect(cardNumberProblem(number, ALL)).toBeNull();
        expect(cardNumberProblem(number, ['MAST', 'AMEX', 'DISC'])).toBe(cardBrandsMessage(['MAST', 'AMEX', 'DISC']));
      }),
    );
  });
});
