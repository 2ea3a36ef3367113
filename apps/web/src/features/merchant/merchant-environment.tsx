import { createContext, useContext, type ReactNode } from 'react';
import type { TierLevel } from '@forkpoint/shared/constants';
import type { EarnCopy } from '@forkpoint/shared/content/earn-copy';
import type { Merchant } from '@forkpoint/shared/contracts/merchants';
import type { EarnRatePartner } from './lib/earn-rates';

/**
 * What the merchant page needs from the rest of the app, which it may not import (features never import each
 * other): the partner's settings and words, who is signed in, the earn copy of the content service and the
 * route hrefs. app/routes/merchant-route.tsx provides it.
 */

/**
 * The global `earn` copy (content slug `earn`) as shared content/earn-copy.ts reads it, tokens already filled
 * in: the page uses all of it (tier names, earn texts, the unlock modals, the badge, the reservation bonus).
 */
export type MerchantEarnCopy = EarnCopy;

export interface MerchantPartner extends EarnRatePartner {
  program: string;
  showEarnRate: boolean;
  hasFlexOffers: boolean;
  hasReservationBonus: boolean;
}

export interface MerchantEnvironment {
  partner: MerchantPartner;
  /** The signed-in member, or null for a visitor. */
  member: { publicId: string; tierLevel: TierLevel } | null;
  copy: MerchantEarnCopy;
  links: {
    search: string;
    /** Null where the partner has no sign-in (enrollment type none). */
    login: string | null;
    merchant: (id: string | number) => string;
    order: (id: string | number) => string;
  };
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
