import { describe, expect, it } from 'vitest';
import type { MerchantSearchResponse } from '@forkpoint/shared/contracts/merchants';
import { distinctByName } from './merchant-carousel-search';

const answer = (names: string[]) =>
  ({ merchants: names.map((name, index) => ({ id: index + 1, name })) }) as unknown as MerchantSearchResponse;

describe('distinctByName: one card per name in a carousel', () => {
  it('keeps the first of each name, in the order the search ranked them', () => {
    const result = distinctByName(
      answer(['Hanok Kitchen', 'Golden Wok', 'Hanok Kitchen', 'hanok kitchen ', 'Pho Mekong']),
    );
    expect(result.merchants.map((m) => [m.id, m.name])).toEqual([
      [1, 'Hanok Kitchen'],
      [2, 'Golden Wok'],
      [5, 'Pho Mekong'],
    ]);
  });

  it('answers the same object when every name is already distinct', () => {
    const response = answer(['A', 'B']);
    expect(distinctByName(response)).toBe(response);
  });
});
