import type { EnrollmentType, TierLevel } from '../constants';
import { enrollmentAccess } from './enrollment-access';

/**
 * The tier gates of spec part 1 §6 and part 2 §4, as one pure rule the server applies to every
 * merchant it answers and the web app can reuse:
 * - acclaimed merchants need a tier whose campaign codes cover the merchant's;
 * - Select (tier 2) merchants need e-mail opt-in;
 * - VIP (tier 3) merchants need VIP status.
 * Visitors who are not signed in see no offers ("Sign in to see offers"); members who are not
 * activated are prompted to activate first.
 */

export const MERCHANT_ACCESS_TIERS = ['basic', 'select', 'vip'] as const;

/**
 * Campaigns a merchant's benefit is available under (benefitAvailability.campaignCodes):
 * every merchant that is not acclaimed carries `standard`; acclaimed merchants carry only
 * their acclaimed campaign, so only a tier holding that campaign covers them.
 */
export const CAMPAIGN_CODES = { standard: 'DINE', acclaimed: 'ACCLAIMED', acclaimed2: 'ACCLAIMED2' } as const;
export type MerchantAccessTier = (typeof MERCHANT_ACCESS_TIERS)[number];

/** Who is looking: the signed-in member's tier and opt-in, or null for a visitor. */
export interface MerchantViewer {
  tierLevel: TierLevel;
  emailOptIn: boolean;
  /** The campaign codes of the member's tier. */
  campaignCodes: readonly string[];
}

/** The merchant fields the gates read. */
export interface GatedMerchant {
  /** 0 not acclaimed; 1 acclaimed; 2 acclaimed (second level). */
  acclaimedLevel: number;
  /** benefitAvailability.campaignCodes: the campaigns the merchant's benefit is available under. */
  campaignCodes: readonly string[];
  accessTier: MerchantAccessTier;
}

export const ACCESS_REASONS = [
  'signInRequired',
  'activationRequired',
  'vipRequired',
  'emailOptInRequired',
  'acclaimedCampaignRequired',
] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

/** The membership tiers that unlock access, as the "unlock access" modal copy names them. */
export type UnlockTier = 2 | 3;

export interface MerchantAccess {
  /** The viewer earns here and sees the merchant's offers. */
  canEarn: boolean;
  /** Why not, when canEarn is false. */
  reason: AccessReason | null;
  /** The tier whose copy the "Unlock access to earn" modal shows; null when no tier unlocks it. */
  unlockTier: UnlockTier | null;
}

/**
 * The campaign codes of a member's tier: Basic (tier 0) the standard campaign, Select (tier 2)
 * also the acclaimed one, VIP (tier 3) also the second acclaimed level, each only where the
 * partner runs it (acclaimedEnabled, acclaimed2Enabled).
 */
export function tierCampaignCodes(
  tierLevel: TierLevel,
  partner: { acclaimedEnabled: boolean; acclaimed2Enabled: boolean },
): string[] {
  const codes: string[] = [CAMPAIGN_CODES.standard];
  const tier = tierLevel === 'VIP' ? 3 : tierLevel === 'OptedIn' ? 2 : 0;
  if (tier >= 2 && partner.acclaimedEnabled) codes.push(CAMPAIGN_CODES.acclaimed);
  if (tier >= 3 && partner.acclaimed2Enabled) codes.push(CAMPAIGN_CODES.acclaimed2);
  return codes;
}

/** The viewer of a signed-in member: what the identity work passes to the merchant search. */
export function memberViewer(
  member: { tierLevel: TierLevel; emailOptIn: boolean },
  partner: { acclaimedEnabled: boolean; acclaimed2Enabled: boolean },
): MerchantViewer {
  return {
    tierLevel: member.tierLevel,
    emailOptIn: member.emailOptIn,
    campaignCodes: tierCampaignCodes(member.tierLevel, partner),
  };
}

/**
 * The viewer of someone not signed in: nobody (null, "Sign in to see offers") where the program has
 * sign-in, and a Basic member where it has none (rules/enrollment-access.ts): there, every visitor sees
 * what a Basic member earns.
 */
export function visitorViewer(partner: {
  enrollmentType: EnrollmentType;
  acclaimedEnabled: boolean;
  acclaimed2Enabled: boolean;
}): MerchantViewer | null {
  if (!enrollmentAccess(partner.enrollmentType).visitorsSeeOffers) return null;
  return memberViewer({ tierLevel: 'OptedOut', emailOptIn: false }, partner);
}

const GRANTED: MerchantAccess = { canEarn: true, reason: null, unlockTier: null };

export function merchantAccess(viewer: MerchantViewer | null, merchant: GatedMerchant): MerchantAccess {
  if (!viewer) return { canEarn: false, reason: 'signInRequired', unlockTier: null };
  if (viewer.tierLevel === 'NonActivated') return { canEarn: false, reason: 'activationRequired', unlockTier: null };
  if (merchant.accessTier === 'vip' && viewer.tierLevel !== 'VIP') {
    return { canEarn: false, reason: 'vipRequired', unlockTier: 3 };
  }
  if (merchant.accessTier === 'select' && !viewer.emailOptIn) {
    return { canEarn: false, reason: 'emailOptInRequired', unlockTier: 2 };
  }
  if (merchant.acclaimedLevel > 0 && !campaignsCover(viewer.campaignCodes, merchant.campaignCodes)) {
    return { canEarn: false, reason: 'acclaimedCampaignRequired', unlockTier: merchant.acclaimedLevel >= 2 ? 3 : 2 };
  }
  return GRANTED;
}

/**
 * A tier covers a merchant when one of the campaigns the merchant's benefit is available under
 * is a campaign of the tier. A merchant listing no campaign is covered by no tier.
 */
export function campaignsCover(tierCodes: readonly string[], merchantCodes: readonly string[]): boolean {
  return merchantCodes.some((code) => tierCodes.includes(code));
}
