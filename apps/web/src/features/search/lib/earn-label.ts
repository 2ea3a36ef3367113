import type { TierLevel } from '@forkpoint/shared/constants';
import { DEFAULT_EARN_COPY, type EarnCopy, type EarnUnlockCopy } from '@forkpoint/shared/content/earn-copy';
import type { MerchantCard } from '@forkpoint/shared/contracts/merchants';
import { featuredOffer, localClockIn, type EarnOffer } from '@forkpoint/shared/rules/earn-decision';
import { fixedAmountWords } from '@forkpoint/shared/rules/reward-amount';
import { earnRateFor, formatEarnRate, type EarnCurrency, type EarnRates } from '@forkpoint/shared/rules/earn-rates';
import type { UnlockTier } from '@forkpoint/shared/rules/merchant-access';

/**
 * What a merchant card says about earning (spec part 1 §2 Merchant card, §6; part 2 §4, §9): the short
 * earning text of the member's tier with the tier's earn rate and the offer a meal there earns under now,
 * "Unlock access to earn" (tier 2 or 3 copy) for a member the tier gates keep out, "Sign in to see offers" for
 * a visitor. The server decides access (merchant.access, packages/shared/src/rules/merchant-access.ts); this
 * only chooses the words. The copy is the global `earn` copy as packages/shared/src/content/earn-copy.ts reads
 * it (readEarnCopy), tokens filled in.
 */

/** The merchant-card part of the global `earn` copy. */
export type MerchantCardCopy = Pick<
  EarnCopy,
  'tierEarnText' | 'signInToSeeOffers' | 'unlockAccess' | 'unlockModal' | 'acclaimedBadge'
>;

/** Who looks at the cards: the app layer builds it from the member, the partner and the copy. */
export interface MerchantCardViewer {
  /** The signed-in member's tier, NonActivated for a known visitor not activated yet; null for a visitor. */
  tierLevel: TierLevel | null;
  /** The member's public id (carousel impressions); null for a visitor. */
  memberId: string | null;
  /**
   * Who is looking, as a cache key (lib/member.ts viewerKeyOf): searches and carousels carry it in their
   * query keys so a new viewer is answered anew; null until the member lookup answered.
   */
  key: string | null;
  copy: MerchantCardCopy;
  /** The partner's earn rates; null where the partner does not show them (showEarnRate off). */
  earnRates: EarnRates | null;
  currency: EarnCurrency;
  /** The sign-in page; null where the partner has no sign-in (enrollment type none). */
  signInHref: string | null;
  /** The activation page for this member; null when there is none to offer. */
  activateHref: string | null;
}

/** A visitor with the default copy: what a card shows when no viewer was provided. */
export const VISITOR_VIEWER: MerchantCardViewer = {
  tierLevel: null,
  memberId: null,
  key: 'visitor',
  copy: DEFAULT_EARN_COPY,
  earnRates: null,
  currency: { type: 'Mile', singular: 'mile', plural: 'miles' },
  signInHref: '/login',
  activateHref: null,
};

export type EarnLabel =
  /** The member earns here: the tier's short earning text, its rate, and a bonus or offer tag. */
  | { kind: 'earn'; text: string; rate: string | null; offer: string | null }
  /** A visitor: "Sign in to see offers", a link to the login page. */
  | { kind: 'signIn'; text: string; href: string }
  /** A member who is not activated: the NonActivated text, linking to activation where it can. */
  | { kind: 'activate'; text: string; href: string | null }
  /** A member the tier gates keep out: "Unlock access to earn", opening the tier's modal. */
  | { kind: 'unlock'; text: string; tier: UnlockTier; modal: EarnUnlockCopy }
  /** Nothing to say (no sign-in at this partner, or no modal for the tier that would unlock it). */
  | { kind: 'none' };

/**
 * The offer a card tags (rules/earn-decision.ts featuredOffer): the one the earn decision would apply to a meal
 * at the restaurant now, on its own clock, else the first offer running there today. A restaurant in a time zone
 * the browser does not know tags its first offer. A multiplier offer is its title ("Triple for a limited time");
 * a fixed-amount one says its amount in the program's words too ("Tuesday treat: 500 bonus miles").
 */
export function offerTag(
  merchant: Pick<MerchantCard, 'offers' | 'timeZone'>,
  now: Date,
  currency: EarnCurrency = VISITOR_VIEWER.currency,
): string | null {
  if (merchant.offers.length === 0) return null;
  let clock;
  try {
    clock = localClockIn(merchant.timeZone, now);
  } catch {
    return tagOf(merchant.offers[0]!, currency);
  }
  const featured = featuredOffer(merchant.offers, clock);
  return featured ? tagOf(featured, currency) : null;
}

function tagOf(offer: Pick<EarnOffer, 'title' | 'fixedAmount'>, currency: EarnCurrency): string {
  return offer.fixedAmount ? `${offer.title}: ${fixedAmountWords(offer.fixedAmount, currency)}` : offer.title;
}

/** `now`: the moment the card is drawn (tests fix it). */
export function merchantEarnLabel(
  merchant: Pick<MerchantCard, 'access' | 'offers' | 'timeZone'>,
  viewer: MerchantCardViewer,
  now: Date = new Date(),
): EarnLabel {
  const { access } = merchant;
  const { copy } = viewer;
  if (access.canEarn) {
    // The server granted access, so someone is signed in; a tier the client has not loaded yet reads as Basic.
    const tier = viewer.tierLevel ?? 'OptedOut';
    return {
      kind: 'earn',
      text: copy.tierEarnText[tier],
      rate: viewer.earnRates ? formatEarnRate(earnRateFor(tier, viewer.earnRates), viewer.currency) : null,
      offer: offerTag(merchant, now, viewer.currency),
    };
  }
  switch (access.reason) {
    case 'signInRequired':
      // A known visitor who is not activated (lib/known-visitor.ts) activates rather than signs in.
      if (viewer.tierLevel === 'NonActivated') {
        return { kind: 'activate', text: copy.tierEarnText.NonActivated, href: viewer.activateHref };
      }
      return viewer.signInHref
        ? { kind: 'signIn', text: copy.signInToSeeOffers, href: viewer.signInHref }
        : { kind: 'none' };
    case 'activationRequired':
      return { kind: 'activate', text: copy.tierEarnText.NonActivated, href: viewer.activateHref };
    default: {
      const modal = access.unlockTier ? copy.unlockModal[access.unlockTier] : null;
      return access.unlockTier && modal
        ? { kind: 'unlock', text: copy.unlockAccess, tier: access.unlockTier, modal }
        : { kind: 'none' };
    }
  }
}
