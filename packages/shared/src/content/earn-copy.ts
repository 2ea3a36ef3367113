import type { TierLevel } from '../constants';
import type { EarnTier } from '../rules/earn-rates';
import type { UnlockTier } from '../rules/merchant-access';

/**
 * The global `earn` copy (content slug `earn`, globalEarnFieldsSchema; spec part 1 §2 Merchant card, §6;
 * part 2 §4, §9) as the merchant card and the merchant page read it: one reader with one set of defaults, so
 * both say the same thing. Field by field, like the shell's global copy: a missing or half-written entry
 * falls back per field, so the page still renders when the content service has none (spec part 2 §8 "copy
 * stays empty"). No zod, so the first load can take it; tokens are left for the caller to fill in
 * (expandCopyDeep with the partner's terms). The earn-rate words are rules/earn-rates.ts.
 */

export interface EarnCopyLink {
  text: string;
  url: string;
  new_tab?: boolean;
}

/** The unlock-access modal of a tier (unlock_modal.tier_2, unlock_modal.tier_3). */
export interface EarnUnlockCopy {
  title: string;
  body: string;
  cta: EarnCopyLink;
}

export interface EarnCopy {
  /** tier_names: Basic, Select, VIP as the partner calls them. */
  tierNames: Record<EarnTier, string>;
  /** tier_earn_text: the short earning text per tier level. */
  tierEarnText: Record<TierLevel, string>;
  signInToSeeOffers: string;
  unlockAccess: string;
  /** The modal of the tier that unlocks a merchant; null where there is none (tier 3 of a partner without VIP). */
  unlockModal: Record<UnlockTier, EarnUnlockCopy | null>;
  acclaimedBadge: string;
  /** reservation_bonus: null where the partner has no reservation bonus. */
  reservationBonus: string | null;
}

/**
 * The copy the seed writes (apps/server/src/stand-ins/seed/content/global.ts), used field by field where there is
 * none.
 */
export const DEFAULT_EARN_COPY: EarnCopy = {
  tierNames: { basic: 'Basic', select: 'Select', vip: 'VIP' },
  tierEarnText: {
    OptedOut: 'Basic earn rate',
    NonActivated: 'Activate to earn',
    OptedIn: 'Select earn rate',
    VIP: 'VIP earn rate',
  },
  signInToSeeOffers: 'Sign in to see offers',
  unlockAccess: 'Unlock access to earn',
  unlockModal: {
    2: {
      title: 'Unlock Select to earn here',
      body: 'This restaurant rewards Select members. Turn on e-mail offers from {{program}} to reach Select.',
      cta: { text: 'Turn on e-mail offers', url: '/account/user_profile' },
    },
    // Only partners with VIP have a tier 3 modal, and the seed writes one for them.
    3: null,
  },
  acclaimedBadge: 'Acclaimed',
  reservationBonus: null,
};

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const text = (value: unknown, fallback: string) => (isText(value) ? value : fallback);

const isLink = (value: unknown): value is EarnCopyLink =>
  isObject(value) &&
  isText(value.text) &&
  isText(value.url) &&
  (value.new_tab === undefined || typeof value.new_tab === 'boolean');

/** A whole modal or the default: a modal is never put together from two sources. An explicit null is none. */
function unlockCopy(value: unknown, fallback: EarnUnlockCopy | null): EarnUnlockCopy | null {
  if (value === null) return null;
  return isObject(value) && isText(value.title) && isText(value.body) && isLink(value.cta)
    ? { title: value.title, body: value.body, cta: value.cta }
    : fallback;
}

/** An object of texts (tier_names, tier_earn_text), each key falling back on its own. */
function texts<K extends string>(value: unknown, fallback: Readonly<Record<K, string>>): Record<K, string> {
  const given = isObject(value) ? value : {};
  const out = {} as Record<K, string>;
  for (const key of Object.keys(fallback) as K[]) out[key] = text(given[key], fallback[key]);
  return out;
}

/**
 * Reads the `fields` of the global `earn` entry (the entry of slug `earn` in the global group), each field
 * falling back on its own to DEFAULT_EARN_COPY.
 */
export function readEarnCopy(fields: unknown): EarnCopy {
  const given = isObject(fields) ? fields : {};
  const modal = isObject(given.unlock_modal) ? given.unlock_modal : {};
  const defaults = DEFAULT_EARN_COPY;
  return {
    tierNames: texts(given.tier_names, defaults.tierNames),
    tierEarnText: texts(given.tier_earn_text, defaults.tierEarnText),
    signInToSeeOffers: text(given.sign_in_to_see_offers, defaults.signInToSeeOffers),
    unlockAccess: text(given.unlock_access, defaults.unlockAccess),
    unlockModal: {
      2: unlockCopy(modal.tier_2, defaults.unlockModal[2]),
      3: unlockCopy(modal.tier_3, defaults.unlockModal[3]),
    },
    acclaimedBadge: text(given.acclaimed_badge, defaults.acclaimedBadge),
    reservationBonus: isText(given.reservation_bonus) ? given.reservation_bonus : defaults.reservationBonus,
  };
}
