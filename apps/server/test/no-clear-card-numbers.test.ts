import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withLuhnCheckDigit } from '@forkpoint/shared';
import { findLuhnValidNumbers, isEpochMillis } from './card-number-scanner';

/*
 * The scanner the "no clear card number anywhere" check runs over the database and the server
 * logs after the whole suite (that sweep comes with the card calls). Here: the scanner itself.
 */

const cardNumber = fc
  .integer({ min: 13, max: 19 })
  .chain((length) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }))
  .map((digits) => withLuhnCheckDigit(digits.join('')));
/** Text with no digits at all, so what the scanner finds is what the test put there. */
const prose = fc.string({ maxLength: 40 }).map((s) => s.replace(/\d/g, 'x'));

describe('the clear card number scanner', () => {
  it('finds a Luhn-valid 13-19 digit number wherever it sits in text', () => {
    fc.assert(
      fc.property(prose, cardNumber, prose, (before, number, after) => {
        const text = `${before}${number}${after}`;
        expect(findLuhnValidNumbers(text)).toEqual([{ digits: number, index: before.length }]);
      }),
    );
  });

  it('finds numbers in JSON log lines and database text', () => {
    const line = JSON.stringify({ level: 30, msg: 'card', body: { creditCards: [{ number: '5555555555554444' }] } });
    expect(findLuhnValidNumbers(line).map((h) => h.digits)).toEqual(['5555555555554444']);
    expect(findLuhnValidNumbers('(1,4111111111111111,visa)').map((h) => h.digits)).toEqual(['4111111111111111']);
  });

  it('finds numbers written in groups with spaces or hyphens', () => {
    expect(findLuhnValidNumbers('card 4111 1111 1111 1111 ok').map((h) => h.digits)).toEqual(['4111111111111111']);
    expect(findLuhnValidNumbers('amex 3782-822463-10005.').map((h) => h.digits)).toEqual(['378282246310005']);
    expect(findLuhnValidNumbers('on 2024-11-22 paid with 4111 1111 1111 1111').map((h) => h.digits)).toContain(
      '4111111111111111',
    );
  });

  it('ignores numbers that fail the check digit, and runs shorter than 13 or longer than 19 digits', () => {
    fc.assert(
      fc.property(cardNumber, fc.integer({ min: 1, max: 9 }), (number, delta) => {
        const wrong = `${number.slice(0, -1)}${(Number(number.slice(-1)) + delta) % 10}`;
        expect(findLuhnValidNumbers(`x ${wrong} y`)).toEqual([]);
      }),
    );
    expect(findLuhnValidNumbers(withLuhnCheckDigit('41111111111'))).toEqual([]);
    expect(findLuhnValidNumbers(`${withLuhnCheckDigit('4'.repeat(19))}`)).toEqual([]);
  });

  it('does not take part of a longer digit run, or the digits after a decimal point, for a card number', () => {
    expect(findLuhnValidNumbers(`9${'4111111111111111'}9`)).toEqual([]);
    expect(findLuhnValidNumbers(`"responseTime":3.${'4111111111111111'}`)).toEqual([]);
  });

  it('lets the caller skip known non-card values such as epoch milliseconds', () => {
    const stamp =
      Array.from({ length: 20 }, (_, i) => String(1_732_000_000_000 + i)).find(
        (s) => findLuhnValidNumbers(s).length > 0,
      ) ?? '';
    expect(stamp).not.toBe('');
    const line = `{"time":${stamp},"msg":"ok"}`;
    expect(findLuhnValidNumbers(line)).toHaveLength(1);
    expect(findLuhnValidNumbers(line, { ignore: isEpochMillis })).toEqual([]);
    expect(isEpochMillis('4111111111111')).toBe(false);
  });
});
