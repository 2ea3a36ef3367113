import { createContext, useContext, type ReactNode } from 'react';
import type { TierLevel } from '@forkpoint/shared/constants';
import type { Merchant } from '@forkpoint/shared/contracts/merchants';
import type { EarnRatePartner, TierKey } from './lib/earn-rates';

/**
 * What the merchant page needs from the rest of the app, which it may not import (features never import each
 * other): the partner's settings and words, who is signed in, the earn copy of the content service and the
 * route hrefs. app/routes/merchant-route.tsx provides it.
 */

export interface UnlockCopy {
  title: string;
  body: string;
  cta: { text: string; url: string };
}

/** The global `earn` copy (content slug `earn`), tokens already filled in. */
export interface MerchantEarnCopy {
  tierNames: Record<TierKey, string>;
  tierEarnText: Record<TierLevel, string>;
  signInToSeeOffers: string;
  unlockAccess: string;
  unlockModal: { tier_2: UnlockCopy; tier_3: UnlockCopy | null };
  acclaimedBadge: string;
  /** Null where the partner has no reservation bonus. */
  reservationBonus: string | null;
}

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
