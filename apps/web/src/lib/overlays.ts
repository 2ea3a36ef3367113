import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * One overlay at a time (issue 30, defect 5; docs/decisions/0031-one-overlay-at-a-time.md). Everything the app
 * draws over a page claims a turn here, and only the first claim of the highest kind has it: the others wait,
 * drawing nothing, and come once it is released. The kinds, highest first:
 *
 *  1. dialog       a dialog of the page (the order dialog, a confirmation, "Unlock access to earn"): the
 *                  member's own task; never waits (components/ui/modal.tsx claims it for every page dialog)
 *  2. shellModal   the shell's modals: the temporary sign-in invitation, the announcement, the general popup
 *  3. pageHint     a page's hint at something new (the dine-in filter popover)
 *  4. installBanner the app-install banner, fixed at the bottom
 *  5. survey       the pop-up survey's tab (once opened by the member, its 450 px panel)
 *
 * Toasts are messages, not overlays: they come and go on their own and never wait (lib/toast.ts).
 */
export const OVERLAY_PRIORITY = ['dialog', 'shellModal', 'pageHint', 'installBanner', 'survey'] as const;
export type OverlayKind = (typeof OVERLAY_PRIORITY)[number];

interface Claim {
  id: number;
  kind: OverlayKind;
}

let claims: readonly Claim[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

const rank = (kind: OverlayKind) => OVERLAY_PRIORITY.indexOf(kind);

function publish(next: readonly Claim[]) {
  claims = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The claim that has the turn: the earliest of the highest kind claimed; null when nothing is claimed. */
export function overlayOnTurn(): number | null {
  let best: Claim | null = null;
  for (const claim of claims) if (!best || rank(claim.kind) < rank(best.kind)) best = claim;
  return best?.id ?? null;
}

/** Claims a turn of this kind; the returned function releases it. */
export function claimOverlay(kind: OverlayKind): { id: number; release: () => void } {
  lastId += 1;
  const claim: Claim = { id: lastId, kind };
  publish([...claims, claim]);
  return { id: claim.id, release: () => publish(claims.filter((c) => c !== claim)) };
}

/**
 * Claims a turn while `wanted`, and says whether this overlay has it now. The claim is made before the browser
 * paints, and the answer is false until it is, so an overlay that must wait is never drawn for a frame.
 */
export function useOverlayTurn(kind: OverlayKind, wanted: boolean): boolean {
  const [id, setId] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!wanted) return undefined;
    const claim = claimOverlay(kind);
    setId(claim.id);
    return () => {
      claim.release();
      setId(null);
    };
  }, [kind, wanted]);
  const onTurn = useSyncExternalStore(subscribe, overlayOnTurn, () => null);
  return wanted && id !== null && onTurn === id;
}

/** The kinds claimed now, in the order claimed: what tests wait on before they check who has the turn. */
export function claimedOverlayKinds(): OverlayKind[] {
  return claims.map((claim) => claim.kind);
}

/** Tests start each case with nothing claimed. */
export function resetOverlaysForTests() {
  publish([]);
}
