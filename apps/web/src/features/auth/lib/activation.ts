import type { KnownVisitor } from '@forkpoint/shared/contracts/members';
import { STORAGE_KEYS } from '@/lib/storage-keys';

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

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered public id (spec part 1 §3 "remembered public id"), so /join?rfr=2 completes that record. */
export function rememberPublicId(publicId: string): void {
  storage()?.setItem(STORAGE_KEYS.publicId, publicId);
}

export function rememberedPublicId(): string | null {
  return storage()?.getItem(STORAGE_KEYS.publicId) ?? null;
}
