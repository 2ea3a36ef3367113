import type { RestaurantStatus } from '@forkpoint/shared/contracts/support-restaurants';

/**
 * A restaurant's lifecycle from its dates (catalog_locations: opens_on, closes_on, closed; docs/catalog.md
 * "Coming soon, leaving soon, closed"), on its own calendar day `today`. The import (import/plan-line.ts), the
 * console (restaurants.ts) and the daily refresh (lifecycle-refresh.ts) all store what these answer, so a
 * location reads the same whichever of them wrote it last.
 */
export interface LifecycleDates {
  opensOn: string | null;
  closesOn: string | null;
  closed: boolean;
}

/** Whether a location is carried at all on `today`: not closed, and not past its last day. */
export function carriedOn(dates: Pick<LifecycleDates, 'closed' | 'closesOn'>, today: string): boolean {
  return !dates.closed && (dates.closesOn === null || dates.closesOn >= today);
}

export const LIFECYCLE_HIGHLIGHTS = ['comingSoon', 'leavingSoon'] as const;
type LifecycleHighlight = (typeof LIFECYCLE_HIGHLIGHTS)[number];

/** The highlight the dates give: coming soon before the first day, else leaving soon while carried. */
export function lifecycleHighlight(dates: LifecycleDates, today: string): LifecycleHighlight | null {
  if (dates.opensOn !== null && dates.opensOn > today) return 'comingSoon';
  if (dates.closesOn !== null && carriedOn(dates, today)) return 'leavingSoon';
  return null;
}

/** `highlights` with the lifecycle one the dates give, first, as the import orders them. */
export function withLifecycleHighlight(highlights: readonly string[], dates: LifecycleDates, today: string): string[] {
  const kept = highlights.filter((h) => !(LIFECYCLE_HIGHLIGHTS as readonly string[]).includes(h));
  const highlight = lifecycleHighlight(dates, today);
  return highlight ? [highlight, ...kept] : kept;
}

/** What the console shows: closed once not carried (closed, or past its last day), else the highlight's. */
export function lifecycleStatus(dates: LifecycleDates, today: string): RestaurantStatus {
  return carriedOn(dates, today) ? (lifecycleHighlight(dates, today) ?? 'open') : 'closed';
}

/** The programs carrying it: those listed, unless it is closed or past its last day. */
export function carriageOf(programs: readonly string[], dates: LifecycleDates, today: string): string[] {
  return carriedOn(dates, today) ? [...programs] : [];
}
