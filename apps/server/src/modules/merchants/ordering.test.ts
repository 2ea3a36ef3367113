import { describe, expect, it } from 'vitest';
import { ORDERING_PROVIDER, orderingOf } from './ordering';

describe('where a merchant takes online orders', () => {
  it('has no ordering without an ordering origin', () => {
    expect(orderingOf({ merchant_id: 'FP1', origin: null, website: 'https://x.example' })).toBeNull();
  });

  it("sends internal ordering to the platform's provider under the merchantId", () => {
    expect(orderingOf({ merchant_id: 'FP0000042', origin: 'internal', website: 'https://pho.example' })).toEqual({
      provider: ORDERING_PROVIDER.name,
      url: 'https://order.forkpoint.example/r/FP0000042',
    });
  });

  it("sends external ordering to the restaurant's own site, or the provider when it has none", () => {
    expect(orderingOf({ merchant_id: 'FP7', origin: 'external', website: 'https://pho-bar.example' })).toEqual({
      provider: 'pho-bar.example',
      url: 'https://pho-bar.example/order',
    });
    expect(orderingOf({ merchant_id: 'FP7', origin: 'external', website: null })?.url).toBe(
      'https://order.forkpoint.example/r/FP7',
    );
  });
});
