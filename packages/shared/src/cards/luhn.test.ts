import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLuhnValid, luhnCheckDigit, withLuhnCheckDigit } from './luhn';

const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('Luhn check digit', () => {
  it('accepts well-known test card numbers and refuses them with one digit changed', () => {
    for (const number of [
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '4222222222222',
    ]) {
      expect(isLuhnValid(number)).toBe(true);
      const changed = `${number.slice(0, 3)}${(Number(number[3]) + 1) % 10}${number.slice(4)}`;
      expect(isLuhnValid(changed)).toBe(false);
    }
  });

  it('makes every payload valid when its check digit is appended', () => {
    fc.assert(fc.property(digitString(1, 30), (payload) => isLuhnValid(withLuhnCheckDigit(payload))));
  });

  it('finds exactly one valid last digit for every payload', () => {
    fc.assert(
      fc.property(digitString(1, 25), (payload) => {
        const valid = [...'0123456789'].filter((d) => isLuhnValid(payload + d));
        expect(valid).toEqual([String(luhnCheckDigit(payload))]);
      }),
    );
  });

  it('detects every single-digit substitution', () => {
    fc.assert(
      fc.property(digitString(12, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, delta) => {
        const number = withLuhnCheckDigit(payload);
        const i = at % number.length;
        const changed = `${number.slice(0, i)}${(Number(number[i]) + delta) % 10}${number.slice(i + 1)}`;
        expect(isLuhnValid(changed)).toBe(false);
      }),
    );
  });

  it('refuses anything that is not at least two digits', () => {
    for (const input of ['', '0', '4111 1111 1111 1111', '41111111111111x1', '-4111111111111111']) {
      expect(isLuhnValid(input)).toBe(false);
    }
  });
});
