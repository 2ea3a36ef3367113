import type { Merchant } from '@forkpoint/shared';
import { orderingUrlFor, type OrderingProvider } from '../../config/ordering-provider';

/**
 * Where the order dialog of /merchants/{id}/Order sends a member (spec part 1 §7 "an external
 * online-ordering provider"; docs/ordering.md). The platform's provider is configuration
 * (ORDERING_PROVIDER_URL, config/ordering-provider.ts); by default the local stand-in page.
 */

interface OrderingFields {
  merchant_id: string;
  origin: 'internal' | 'external' | null;
  website: string | null;
}

/**
 * Whether the restaurant takes orders through the platform's provider: origin internal, or external with
 * no website of its own to order on. The stand-in provider serves menus and takes orders for these only.
 */
export function takesPlatformOrders(merchant: Pick<OrderingFields, 'origin' | 'website'>): boolean {
  return merchant.origin === 'internal' || (merchant.origin === 'external' && !merchant.website);
}

/**
 * The provider's page for the platform's restaurants; for origin external, the restaurant's own ordering
 * page (its website's /order, from the catalog); null without online ordering.
 */
export function orderingOf(merchant: OrderingFields, provider: OrderingProvider): Merchant['ordering'] {
  if (merchant.origin === null) return null;
  if (takesPlatformOrders(merchant) || !merchant.website) {
    return { provider: provider.name, url: orderingUrlFor(provider, merchant.merchant_id) };
  }
  const site = new URL(merchant.website);
  return { provider: site.hostname, url: new URL('order', site.href.endsWith('/') ? site.href : `${site.href}/`).href };
}
