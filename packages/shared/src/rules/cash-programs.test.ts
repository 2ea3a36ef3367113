import { describe, expect, it } from 'vitest';
import { CURRENCY_TYPES } from '../constants';
import { isCashProgram } from './cash-programs';

describe('isCashProgram', () => {
  it('is true for Dollar and Credit programs only', () => {
    expect(CURRENCY_TYPES.filter(isCashProgram)).toEqual(['Dollar', 'Credit']);
    expect(isCashProgram('Mile')).toBe(false);
    expect(isCashProgram('Point')).toBe(false);
  });
});
