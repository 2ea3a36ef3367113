import type { KnownVisitor } from '@forkpoint/shared/contracts/members';

/**
 * The /activate redirect table (spec part 1 §2 "Activate"), decided once the known-visitor lookup finished.
 */
export type ActivationDecision =
  { kind: 'redirect'; to: 'join' | 'login'; rfr: 0 | 1 | 2 | 3 | 4 } | { kind: 'stage' } | { kind: 'not-found' };

export type LookupOutcome =
  { publicId: null } | { publicId: string; error: true } | { publicId: string; visitor: KnownVisitor };

export function decideActivation(outcome: LookupOutcome): ActivationDecision {
  if (outcome.publicId === null) return { kind: 'redirect', to: 'join', rfr: 0 };
  if ('error' in outcome) return { kind: 'redirect', to: 'join', rfr: 1 };
  const { tierLevel, hasWebProfile, active } = outcome.visitor;
  if (tierLevel === 'NonActivated') return { kind: 'stage' };
  if (!hasWebProfile) return { kind: 'redirect', to: 'join', rfr: 2 };
  if (active) return { kind: 'redirect', to: 'login', rfr: 3 };
  if (!active) return { kind: 'redirect', to: 'login', rfr: 4 };
  // The spec's last line: a known tier none of the rows above fit shows the not-found page.
  return { kind: 'not-found' };
}

/**
 * What /login says to a known member the activation table sent there. The spec names the redirects but not
 * their words (and no copy key holds them): rfr=3 is an active member with a web profile, rfr=4 one whose
 * account is not active (a closed account signs in to the re-enrollment page).
 */
export const LOGIN_REFERRAL_MESSAGES: Readonly<Record<'3' | '4', string>> = {
  '3': 'Your account is already active. Please sign in to see your offers.',
  '4': 'Your account is not active. Please sign in to reactivate it.',
};

/** The message of a /login?rfr= value, or null for any other value (or none). */
export function loginReferralMessage(rfr: string | null): string | null {
  return rfr === '3' || rfr === '4' ? LOGIN_REFERRAL_MESSAGES[rfr] : null;
}
