import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_TYPES } from '../constants';
import { CARD_BRANDS, CARD_TYPE_NAMES, cardBrandFromPrefix, cardBrandOfType, detectCardBrand } from './card-brands';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const brandOf = (number: string) => detectCardBrand(number)?.code ?? null;

describe('card brand detection (part 2 §5)', () => {
  it('detects American Express: 15 digits starting 34 or 37', () => {
    fc.assert(
      fc.property(fc.constantFrom('34', '37'), digits(13), (prefix, rest) => brandOf(prefix + rest) === 'AMEX'),
    );
    expect(brandOf('35' + '0'.repeat(13))).toBeNull();
    expect(brandOf('34' + '0'.repeat(14))).toBeNull();
  });

  it('detects Discover: 6011 followed by 12 digits, and 65 followed by 12 digits (and the 16-digit 65xx numbers)', () => {
    fc.assert(fc.property(digits(12), (rest) => brandOf('6011' + rest) === 'DISC'));
    fc.assert(fc.property(digits(12), (rest) => brandOf('65' + rest) === 'DISC'));
    fc.assert(fc.property(digits(14), (rest) => brandOf('65' + rest) === 'DISC'));
    expect(brandOf('6012' + '0'.repeat(12))).toBeNull();
    expect(brandOf('6011' + '0'.repeat(11))).toBeNull();
    expect(brandOf('64' + '0'.repeat(14))).toBeNull();
  });

  it('detects Mastercard: prefixes 51-55 and 2221-2720, 16 digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 51, max: 55 }),
        digits(14),
        (prefix, rest) => brandOf(`${prefix}${rest}`) === 'MAST',
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2221, max: 2720 }),
        digits(12),
        (prefix, rest) => brandOf(`${prefix}${rest}`) === 'MAST',
      ),
    );
    for (const prefix of ['50', '56', '2220', '2721', '2999']) {
      expect(brandOf(prefix.padEnd(16, '0'))).toBeNull();
    }
    expect(brandOf('5500' + '0'.repeat(11))).toBeNull();
  });

  it('detects Visa: 4 followed by 12 or 15 digits', () => {
    fc.assert(fc.property(fc.oneof(digits(12), digits(15)), (rest) => brandOf('4' + rest) === 'VISA'));
    for (const length of [13, 16]) expect(brandOf('4'.padEnd(length, '1'))).toBe('VISA');
    for (const length of [12, 14, 15, 17, 19]) expect(brandOf('4'.padEnd(length, '1'))).toBeNull();
  });

  it('never detects a brand for a number of another length or with non-digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (input) => {
        const brand = detectCardBrand(input);
        if (brand) expect(input).toMatch(/^\d{13,16}$/);
      }),
    );
    expect(detectCardBrand('4111 1111 1111 1111')).toBeNull();
  });

  it('maps each partner code to one Card.cardType name and back', () => {
    expect(CARD_TYPES.map((code) => CARD_BRANDS[code].type).sort()).toEqual([...CARD_TYPE_NAMES].sort());
    for (const code of CARD_TYPES) expect(cardBrandOfType(CARD_BRANDS[code].type).code).toBe(code);
    expect(CARD_BRANDS.AMEX.type).toBe('amex');
    expect(CARD_BRANDS.DISC.type).toBe('discover');
    expect(CARD_BRANDS.MAST.type).toBe('mastercard');
    expect(CARD_BRANDS.VISA.type).toBe('visa');
  });

  it('names the brand from the first digits while a number is typed, agreeing with full detection', () => {
    expect(cardBrandFromPrefix('4')?.code).toBe('VISA');
    expect(cardBrandFromPrefix('37')?.code).toBe('AMEX');
    expect(cardBrandFromPrefix('2221')?.code).toBe('MAST');
    expect(cardBrandFromPrefix('222')).toBeNull();
    expect(cardBrandFromPrefix('6011')?.code).toBe('DISC');
    expect(cardBrandFromPrefix('601')).toBeNull();
    expect(cardBrandFromPrefix('')).toBeNull();
    const prefixes = ['4', '34', '37', '6011', '65', '51', '55', '2221', '2500', '2720', '2721', '36', '35'];
    const numbers = fc
      .tuple(fc.constantFrom(...prefixes), fc.constantFrom(13, 14, 15, 16))
      .chain(([prefix, length]) => digits(length - prefix.length).map((rest) => prefix + rest));
    fc.assert(
      fc.property(numbers, (number) => {
        const full = detectCardBrand(number);
        if (full) expect(cardBrandFromPrefix(number)?.code).toBe(full.code);
        else if (['36', '35', '2721'].some((p) => number.startsWith(p))) expect(cardBrandFromPrefix(number)).toBeNull();
      }),
    );
  });
});
