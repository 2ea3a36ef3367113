import type { TierLevel } from '@forkpoint/shared/constants';
import type { ContentLink } from '@forkpoint/shared/content/content-blocks';
import type { MerchantCard } from '@forkpoint/shared/contracts/merchants';
import { earnRateFor, formatEarnRate, type EarnCurrency, type EarnRates } from '@forkpoint/shared/rules/earn-rates';
import type { UnlockTier } from '@forkpoint/shared/rules/merchant-access';
import { isContentLink, isObject, isText } from '@/components/copy/content-guards';

/**
 * What a merchant card says about earning (spec part 1 §2 Merchant card, §6; part 2 §4, §9): the short
 * earning text of the member's tier with the tier's earn rate, "Unlock access to earn" (tier 2 or 3 copy)
 * for a member the tier gates keep out, "Sign in to see offers" for a visitor. The server decides access
 * (merchant.access, packages/shared/src/rules/merchant-access.ts); this only chooses the words.
 */

export interface UnlockCopy {
  title: string;
  body: string;
  cta: ContentLink;
}

/** The merchant-card part of the global `earn` copy (globalEarnFieldsSchema), tokens already filled in. */
export interface EarnCopy {
  /** tier_earn_text: the short earning text per tier level; null where the copy has none. */
  tierEarnText: Record<TierLevel, string | null>;
  signInToSeeOffers: string;
  unlockAccess: string;
  unlockModal: Record<UnlockTier, UnlockCopy | null>;
  acclaimedBadge: string;
}

/** Used field by field where the copy has no entry or a half-written one; the quoted ones are the spec's. */
export const DEFAULT_EARN_COPY: EarnCopy = {
  tierEarnText: { OptedOut: null, NonActivated: null, OptedIn: null, VIP: null },
  signInToSeeOffers: 'Sign in to see offers',
  unlockAccess: 'Unlock access to earn',
  unlockModal: { 2: null, 3: null },
  acclaimedBadge: 'Acclaimed',
};

/** Said to a member who is not activated when the copy has no NonActivated text (spec part 1 §6). */
export const ACTIVATE_FALLBACK_TEXT = 'Activate to see offers';

const text = (value: unknown, fallback: string) => (isText(value) ? value : fallback);
const optionalText = (value: unknown) => (isText(value) ? value : null);

function unlockCopy(value: unknown): UnlockCopy | null {
  if (!isObject(value) || !isText(value.title) || !isText(value.body) || !isContentLink(value.cta)) return null;
  return { title: value.title, body: value.body, cta: value.cta };
}

/**
 * Reads the `fields` of the global `earn` entry. Each field falls back on its own, so a card still renders
 * when the content service has no copy (spec part 1 §8 "copy stays empty").
 */
export function readEarnCopy(fields: unknown): EarnCopy {
  if (!isObject(fields)) return DEFAULT_EARN_COPY;
  const tiers = isObject(fields.tier_earn_text) ? fields.tier_earn_text : {};
  const modal = isObject(fields.unlock_modal) ? fields.unlock_modal : {};
  return {
    tierEarnText: {
      OptedOut: optionalText(tiers.OptedOut),
      NonActivated: optionalText(tiers.NonActivated),
      OptedIn: optionalText(tiers.OptedIn),
      VIP: optionalText(tiers.VIP),
    },
    signInToSeeOffers: text(fields.sign_in_to_see_offers, DEFAULT_EARN_COPY.signInToSeeOffers),
    unlockAccess: text(fields.unlock_access, DEFAULT_EARN_COPY.unlockAccess),
    unlockModal: { 2: unlockCopy(modal.tier_2), 3: unlockCopy(modal.tier_3) },
    acclaimedBadge: text(fields.acclaimed_badge, DEFAULT_EARN_COPY.acclaimedBadge),
  };
}

/** Who looks at the cards: the app layer builds it from the member, the partner and the copy. */
export interface MerchantCardViewer {
  /** The signed-in member's tier; null for a visitor. */
  tierLevel: TierLevel | null;
  /** The member's public id (carousel impressions); null for a visitor. */
  memberId: string | null;
  copy: EarnCopy;
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
  copy: DEFAULT_EARN_COPY,
  earnRates: null,
  currency: { type: 'Mile', singular: 'mile', plural: 'miles' },
  signInHref: '/login',
  activateHref: null,
};

export type EarnLabel =
  /** The member earns here: the tier's short earning text, its rate, and a bonus or offer tag. */
  | { kind: 'earn'; text: string | null; rate: string | null; offer: string | null }
  /** A visitor: "Sign in to see offers", a link to the login page. */
  | { kind: 'signIn'; text: string; href: string }
  /** A member who is not activated: the NonActivated text, linking to activation where it can. */
  | { kind: 'activate'; text: string; href: string | null }
  /** A member the tier gates keep out: "Unlock access to earn", opening the tier's modal. */
  | { kind: 'unlock'; text: string; tier: UnlockTier; modal: UnlockCopy }
  /** Nothing to say (no sign-in at this partner, or no copy for the tier that would unlock it). */
  | { kind: 'none' };

export function merchantEarnLabel(
  merchant: Pick<MerchantCard, 'access' | 'offers'>,
  viewer: MerchantCardViewer,
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
      offer: merchant.offers[0]?.title ?? null,
    };
  }
  switch (access.reason) {
    case 'signInRequired':
      return viewer.signInHref
        ? { kind: 'signIn', text: copy.signInToSeeOffers, href: viewer.signInHref }
        : { kind: 'none' };
    case 'activationRequired':
      return {
        kind: 'activate',
        text: copy.tierEarnText.NonActivated ?? ACTIVATE_FALLBACK_TEXT,
        href: viewer.activateHref,
      };
    default: {
      const modal = access.unlockTier ? copy.unlockModal[access.unlockTier] : null;
      return access.unlockTier && modal
        ? { kind: 'unlock', text: copy.unlockAccess, tier: access.unlockTier, modal }
        : { kind: 'none' };
    }
  }
}
