import { describe, expect, it } from 'vitest';
import { STAND_IN_ORDERING_PROVIDER } from '../../config/ordering-provider';
import { orderingOf, takesPlatformOrders } from './ordering';

const standIn = STAND_IN_ORDERING_PROVIDER;
const elsewhere = { name: 'Order Co', url: 'https://order.example.com/r/{merchantId}' };

describe('where a merchant takes online orders', () => {
  it('has no ordering without an ordering origin', () => {
    expect(orderingOf({ merchant_id: 'FP1', origin: null, website: 'https://x.example' }, standIn)).toBeNull();
  });

  it('sends internal ordering to the configured provider under the merchantId: the stand-in page by default', () => {
    const internal = { merchant_id: 'FP0000042', origin: 'internal', website: 'https://pho.example' } as const;
    expect(orderingOf(internal, standIn)).toEqual({
      provider: 'Forkpoint Order',
      url: '/ordering/FP0000042',
    });
    expect(orderingOf(internal, elsewhere)).toEqual({
      provider: 'Order Co',
      url: 'https://order.example.com/r/FP0000042',
    });
  });

  it("sends external ordering to the restaurant's own site, or the provider when it has none", () => {
    expect(orderingOf({ merchant_id: 'FP7', origin: 'external', website: 'https://pho-bar.example' }, standIn)).toEqual(
      {
        provider: 'pho-bar.example',
        url: 'https://pho-bar.example/order',
      },
    );
    expect(orderingOf({ merchant_id: 'FP7', origin: 'external', website: null }, standIn)?.url).toBe('/ordering/FP7');
  });

  it("knows which restaurants order through the platform's provider", () => {
    expect(takesPlatformOrders({ origin: 'internal', website: 'https://x.example' })).toBe(true);
    expect(takesPlatformOrders({ origin: 'external', website: null })).toBe(true);
    expect(takesPlatformOrders({ origin: 'external', website: 'https://x.example' })).toBe(false);
    expect(takesPlatformOrders({ origin: null, website: null })).toBe(false);
  });
});
