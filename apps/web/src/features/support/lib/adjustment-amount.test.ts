import { describe, expect, it } from 'vitest';
import { amountToText, parseAmountText } from './adjustment-amount';

describe('adjustment amounts as typed', () => {
  it('reads dollars and cents for cash programs, in cents', () => {
    expect(parseAmountText('12.50', true)).toBe(1250);
    expect(parseAmountText('$50', true)).toBe(5000);
    expect(parseAmountText('-0.01', true)).toBe(-1);
    expect(parseAmountText(' 1,000.5 ', true)).toBe(100050);
  });

  it('reads whole miles or points, with separators and a sign', () => {
    expect(parseAmountText('1,200', false)).toBe(1200);
    expect(parseAmountText('-40', false)).toBe(-40);
  });

  it('refuses what is not an amount of the unit', () => {
    expect(parseAmountText('12.5', false)).toBeNull();
    expect(parseAmountText('1.234', true)).toBeNull();
    expect(parseAmountText('lots', true)).toBeNull();
    expect(parseAmountText('', false)).toBeNull();
  });

  it('writes an amount back for editing', () => {
    expect(amountToText(1250, true)).toBe('12.50');
    expect(amountToText(-300, false)).toBe('-300');
  });
});
