import type { TierLevel } from '../constants';

/**
 * Tier moves the platform makes (the spec shows the tiers, not the transitions; docs/decisions/
 * 0008 records this reading): tier 2 Select (OptedIn) needs e-mail opt-in and tier 0 Basic is
 * OptedOut, so activating a NonActivated member lands on the tier their e-mail opt-in earns, and
 * turning e-mail opt-in on or off moves an activated member between OptedOut and OptedIn. VIP
 * comes from a qualifying year and never moves here; NonActivated moves only by activation.
 */

export function tierAfterActivation(emailOptIn: boolean): TierLevel {
  return emailOptIn ? 'OptedIn' : 'OptedOut';
}

export function tierAfterEmailOptIn(current: TierLevel, emailOptIn: boolean): TierLevel {
  if (current === 'OptedOut' || current === 'OptedIn') return emailOptIn ? 'OptedIn' : 'OptedOut';
  return current;
}
