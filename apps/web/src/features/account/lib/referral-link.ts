/**
 * The referral link of the overview (spec part 2 §2 Overview): /join on the current host, with tracking
 * parameters for source, medium and campaign, and the member's publicId as referrer. Enrollment stores
 * these (lib/referral.ts), so a friend's enrollment is credited to the member who shared it.
 */
export const REFERRAL_TRACKING = {
  utm_source: 'member-referral',
  utm_medium: 'share-link',
  utm_campaign: 'refer-a-friend',
};

export function referralLinkFor(origin: string, joinPath: string, publicId: string): string {
  const url = new URL(joinPath, origin);
  for (const [name, value] of Object.entries(REFERRAL_TRACKING)) url.searchParams.set(name, value);
  url.searchParams.set('referrer', publicId);
  return url.toString();
}

export const REFERRAL_COPIED_MESSAGE = 'Your referral link has been copied.';
