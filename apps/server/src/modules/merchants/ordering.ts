import type { Merchant } from '@forkpoint/shared';

/**
 * The platform's online-ordering provider (spec part 1 §7 "an external online-ordering provider"): merchants
 * whose ordering origin is internal take orders there, under their merchantId. Like every third-party
 * service in development, it is a stand-in address; nothing here calls it.
 */
export const ORDERING_PROVIDER = { name: 'Forkpoint Order', baseUrl: 'https://order.forkpoint.example/r/' } as const;

interface OrderingFields {
  merchant_id: string;
  origin: 'internal' | 'external' | null;
  website: string | null;
}

/**
 * Where the order dialog sends a member: the provider's page for origin internal; the restaurant's own
 * ordering page for external (its website's /order), or the provider when it has no website.
 */
export function orderingOf(merchant: OrderingFields): Merchant['ordering'] {
  if (merchant.origin === null) return null;
  const provider = {
    provider: ORDERING_PROVIDER.name,
    url: `${ORDERING_PROVIDER.baseUrl}${encodeURIComponent(merchant.merchant_id)}`,
  };
  if (merchant.origin === 'internal' || !merchant.website) return provider;
  const site = new URL(merchant.website);
  return { provider: site.hostname, url: new URL('order', site.href.endsWith('/') ? site.href : `${site.href}/`).href };
}
