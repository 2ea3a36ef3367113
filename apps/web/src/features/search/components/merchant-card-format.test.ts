import { describe, expect, it } from 'vitest';
import { testMerchant } from '@/testing/merchant-card-fixture';
import { cuisinesText, distanceText, imageSrcSet, placeText, showsPrice, starFills } from './merchant-card-format';

describe('merchant card pieces', () => {
  it('offers the image at the transform widths 200, 500 and 600', () => {
    expect(imageSrcSet('/api/images/merchants/m1-0')).toBe(
      '/api/images/merchants/m1-0?w=200 200w, /api/images/merchants/m1-0?w=500 500w, /api/images/merchants/m1-0?w=600 600w',
    );
  });

  it('joins cuisines with a slash', () => {
    expect(cuisinesText(['Chinese', 'Dim Sum'])).toBe('Chinese / Dim Sum');
  });

  it('names the city, with the neighbourhood in brackets only when it differs', () => {
    const { location } = testMerchant();
    expect(placeText(location)).toBe('New York (SoHo)');
    expect(placeText({ ...location, neighborhood: 'new york' })).toBe('New York');
    expect(placeText({ ...location, neighborhood: null })).toBe('New York');
  });

  it('gives the distance in miles to one decimal, and nothing without one', () => {
    expect(distanceText(2.32)).toBe('2.3 mi');
    expect(distanceText(0)).toBe('0.0 mi');
    expect(distanceText(null)).toBeNull();
  });

  it('fills five stars to the nearest half star', () => {
    expect(starFills(3.4)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0.2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(9)).toHaveLength(5);
  });

  it('shows price levels 1 to 4 and hides 0 (unknown)', () => {
    expect([0, 1, 4].map(showsPrice)).toEqual([false, true, true]);
  });
});
