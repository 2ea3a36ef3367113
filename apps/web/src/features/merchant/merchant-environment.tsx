import { createContext, useContext, type ReactNode } from 'react';
import type { EarnCopy } from '@forkpoint/shared/content/earn-copy';
import type { Merchant } from '@forkpoint/shared/contracts/merchants';

/**
 * What the merchant page cannot read itself, handed in by app/routes/merchant-route.tsx: the content
 * service's global `earn` copy (another feature's) and, when the app supplies it, the reservation module.
 * The partner, the member and the route map it reads from lib/ and config/ like any feature.
 */

/**
 * The global `earn` copy (content slug `earn`) as shared content/earn-copy.ts reads it, tokens already filled
 * in: the page uses all of it (tier names, earn texts, the unlock modals, the badge, the reservation bonus).
 */
export type MerchantEarnCopy = EarnCopy;

export interface MerchantEnvironment {
  copy: MerchantEarnCopy;
  /** The reservation module (another issue) draws itself here when the app supplies it. */
  reservationModule?: (merchant: Merchant) => ReactNode;
  /** "Today", for upcoming blackout dates; tests fix it. */
  now?: () => Date;
}

const MerchantEnvironmentContext = createContext<MerchantEnvironment | null>(null);

export const MerchantEnvironmentProvider = MerchantEnvironmentContext.Provider;

export function useMerchantEnvironment(): MerchantEnvironment {
  const environment = useContext(MerchantEnvironmentContext);
  if (!environment)
    throw new Error('the merchant page needs a MerchantEnvironmentProvider (app/routes/merchant-route.tsx)');
  return environment;
}
